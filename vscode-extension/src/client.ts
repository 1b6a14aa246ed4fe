/**
 * Starts, stops and restarts the language client, and tracks its state.
 *
 * Knows: how to turn settings, workspace trust and the discovery result into
 * a running `LanguageClient`; how to tell the user that no server was found.
 * Does not know: which program to run (`server.ts` finds it) or what the
 * settings mean (`settings.ts` translates them).
 */
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  DidChangeConfigurationNotification,
  LanguageClient,
  LanguageClientOptions,
  RevealOutputChannelOn,
  State,
  TransportKind,
} from 'vscode-languageclient/node';
import { pythonExtensionInterpreter } from './python';
import { documentSelector, ownsWholeDocument } from './selector';
import { findServer, INSTALL_COMMAND, MINIMUM_PYTHON, ServerCommand, system } from './server';
import { answerConfiguration, SECTION, SettingGetter, toServerOptions } from './settings';
import { programSetting } from './trust';

export type ServerState = 'starting' | 'running' | 'stopped' | 'error';

/** The settings read from the folder that holds `scopeUri` (or the first folder). */
export function settingsGetter(scopeUri?: string): SettingGetter {
  const scope = scopeUri ? vscode.Uri.parse(scopeUri) : vscode.workspace.workspaceFolders?.[0]?.uri;
  const config = vscode.workspace.getConfiguration(SECTION, scope);
  return (key) => config.get(key);
}

export class ServerController implements vscode.Disposable {
  client: LanguageClient | undefined;
  state: ServerState = 'stopped';
  /** How the server was started, or why it was not. */
  detail = '';
  server: ServerCommand | undefined;
  private readonly changed = new vscode.EventEmitter<ServerState>();
  readonly onDidChangeState = this.changed.event;

  /** `extensionPath`: where the package's `bundled/` server lives (scripts/bundle-server.sh). */
  constructor(
    readonly output: vscode.LogOutputChannel,
    readonly extensionPath: string,
  ) {}

  /** The launcher of the bundled server, when this package carries one. */
  private bundledLauncher(): string | undefined {
    const bundled = path.join(this.extensionPath, 'bundled');
    const launcher = path.join(bundled, 'tool', 'server.py');
    return existsSync(launcher) && existsSync(path.join(bundled, 'libs', 'opencl_lsp')) ? launcher : undefined;
  }

  async start(): Promise<void> {
    this.setState('starting', 'Looking for opencl-lsp');
    const trusted = vscode.workspace.isTrusted;
    const config = vscode.workspace.getConfiguration(SECTION);
    const serverPath = programSetting(config.inspect<string>('server.path'), trusted);
    const pythonPath = programSetting(config.inspect<string>('server.pythonPath'), trusted);
    for (const [name, setting] of [['server.path', serverPath], ['server.pythonPath', pythonPath]] as const) {
      if (setting.ignored) {
        this.output.warn(`Ignoring opencl.${name} "${setting.ignored}" set by this untrusted workspace.`);
      }
    }
    const result = await findServer({
      ...system,
      serverPath: serverPath.value,
      pythonPath: pythonPath.value,
      bundledLauncher: this.bundledLauncher(),
      // A workspace's own interpreter is code from the workspace: only used when trusted.
      pythonExtensionInterpreter: () =>
        trusted ? pythonExtensionInterpreter(vscode.workspace.workspaceFolders?.[0]?.uri) : Promise.resolve(undefined),
      log: (message) => this.output.info(message),
    });
    if (!result.server) {
      this.setState('error', 'opencl-lsp was not found');
      void this.notifyNotFound(result.problems);
      return;
    }
    this.server = result.server;
    const client = new LanguageClient(
      'opencl',
      'OpenCL Language Server',
      { command: result.server.command, args: result.server.args, transport: TransportKind.stdio },
      this.clientOptions(trusted),
    );
    this.client = client;
    client.onDidChangeState(({ newState }) => {
      if (this.client === client) {
        const state = newState === State.Running ? 'running' : newState === State.Starting ? 'starting' : 'stopped';
        this.setState(state, `${result.server!.source}: ${result.server!.command}`);
      }
    });
    try {
      await client.start();
    } catch (error) {
      this.output.error(`The server did not start: ${String(error)}`);
      this.setState('error', `did not start: ${String(error)}`);
    }
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      try {
        await client.stop(5000);
      } catch (error) {
        this.output.warn(`Stopping the server: ${String(error)}`);
      }
      await client.dispose().catch(() => undefined);
    }
    this.setState('stopped', 'stopped');
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  dispose(): void {
    void this.stop();
    this.changed.dispose();
  }

  private clientOptions(trusted: boolean): LanguageClientOptions {
    const options = (scopeUri?: string) => toServerOptions(settingsGetter(scopeUri), trusted);
    return {
      // OpenCL files, and the host files whose strings may hold kernels (opencl.embedded.languages).
      documentSelector: documentSelector(vscode.workspace.getConfiguration(SECTION).get('embedded.languages')),
      initializationOptions: () => options(),
      synchronize: { configurationSection: SECTION },
      outputChannel: this.output,
      revealOutputChannelOn: RevealOutputChannelOn.Never,
      middleware: {
        // One provider's tokens colour a document: in a host file, the host language's own.
        provideDocumentSemanticTokens: (document, token, next) =>
          ownsWholeDocument(document.languageId) ? next(document, token) : undefined,
        provideDocumentSemanticTokensEdits: (document, previousResultId, token, next) =>
          ownsWholeDocument(document.languageId) ? next(document, previousResultId, token) : undefined,
        provideDocumentRangeSemanticTokens: (document, range, token, next) =>
          ownsWholeDocument(document.languageId) ? next(document, range, token) : undefined,
        workspace: {
          // Answer for "opencl" with the same translated options as initializationOptions.
          configuration: async (params, token, next) => {
            const fallback = await next(params, token);
            return Array.isArray(fallback) ? answerConfiguration(params.items, fallback, options) : fallback;
          },
          didChangeConfiguration: async () => {
            await this.client?.sendNotification(DidChangeConfigurationNotification.type, {
              settings: { [SECTION]: options() },
            });
          },
        },
      },
    };
  }

  private setState(state: ServerState, detail: string): void {
    this.state = state;
    this.detail = detail;
    this.changed.fire(state);
  }

  private async notifyNotFound(problems: string[]): Promise<void> {
    for (const problem of problems) {
      this.output.warn(problem);
    }
    const copy = 'Copy Install Command';
    const settings = 'Open Settings';
    const choice = await vscode.window.showErrorMessage(
      `OpenCL: the opencl-lsp language server could not be started. The extension's own server needs Python ${MINIMUM_PYTHON} or later ` +
        '(python3 on PATH, the interpreter selected in the Python extension, or "opencl.server.pythonPath") on linux-x64. ' +
        `Elsewhere, install the server from an opencl-lsp checkout or wheel with \`${INSTALL_COMMAND}\` ` +
        '(or set "opencl.server.path"), then run "OpenCL: Restart Language Server". "Show Output" says what was tried.',
      copy,
      settings,
      'Show Output',
    );
    if (choice === copy) {
      await vscode.env.clipboard.writeText(INSTALL_COMMAND);
    } else if (choice === settings) {
      await vscode.commands.executeCommand('workbench.action.openSettings', 'opencl.server');
    } else if (choice) {
      this.output.show();
    }
  }
}
