/**
 * Entry point: wires the feature modules together.
 *
 * Knows: which modules exist and the two commands that act on the server as a
 * whole (restart, show output).
 * Does not know: how any feature works; each lives in its own module:
 * `client.ts` (starting the client), `server.ts` (finding the server),
 * `settings.ts` (translating settings), `trust.ts` (workspace trust),
 * `status.ts` (status bar), `devices.ts` (device commands).
 */
import * as vscode from 'vscode';
import { ServerController } from './client';
import * as devices from './devices';
import * as status from './status';

let controller: ServerController | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('OpenCL Language Server', { log: true });
  controller = new ServerController(output, context.extensionPath);
  const server = controller;
  context.subscriptions.push(
    output,
    server,
    vscode.commands.registerCommand('opencl.restartServer', () => server.restart()),
    vscode.commands.registerCommand('opencl.showOutput', () => output.show(true)),
    // A different program (or a trusted workspace's one) needs a new process.
    vscode.workspace.onDidChangeConfiguration((event) => {
      // The document selector follows opencl.embedded.languages: a new client takes the change.
      if (event.affectsConfiguration('opencl.server') || event.affectsConfiguration('opencl.embedded.languages')) {
        output.info('opencl.server or opencl.embedded settings changed; restarting the server.');
        void server.restart();
      }
    }),
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      output.info('The workspace is now trusted; restarting the server with its settings.');
      void server.restart();
    }),
  );
  status.activate(context, server);
  devices.activate(context, server);
  await server.start();
}

export async function deactivate(): Promise<void> {
  await controller?.stop();
  controller = undefined;
}
