/**
 * The device commands: list devices, select one, compile the current file now.
 *
 * Knows: the server commands they call (`opencl.devices`, `opencl.compile`)
 * and the setting the selection writes (`opencl.device.select`).
 * Does not know: how the server enumerates devices or builds kernels; when the
 * server lacks these commands, it says so instead of failing silently.
 */
import * as vscode from 'vscode';
import { ExecuteCommandRequest } from 'vscode-languageclient/node';
import { ServerController } from './client';
import { describeCommandError, DeviceItem, normalizeDevices } from './deviceList';

export function activate(context: vscode.ExtensionContext, controller: ServerController): void {
  const run = async (command: string, args: unknown[]): Promise<{ ok: boolean; result?: unknown }> => {
    const client = controller.client;
    if (!client || controller.state !== 'running') {
      const restart = 'Restart Server';
      const choice = await vscode.window.showWarningMessage(
        `OpenCL: the language server is ${controller.state} (${controller.detail}).`,
        restart,
      );
      if (choice === restart) {
        await vscode.commands.executeCommand('opencl.restartServer');
      }
      return { ok: false };
    }
    const advertised = client.initializeResult?.capabilities.executeCommandProvider?.commands;
    try {
      if (advertised && !advertised.includes(command)) {
        throw new Error(`command ${command} not found`);
      }
      return { ok: true, result: await client.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }) };
    } catch (error) {
      const message = describeCommandError(command, error, advertised);
      controller.output.warn(message);
      void vscode.window.showWarningMessage(message);
      return { ok: false };
    }
  };

  const devices = async (): Promise<DeviceItem[] | undefined> => {
    const { ok, result } = await run('opencl.devices', []);
    if (!ok) {
      return undefined;
    }
    const items = normalizeDevices(result);
    if (items.length === 0) {
      void vscode.window.showInformationMessage('OpenCL: the server found no OpenCL device (is an OpenCL driver and pyopencl installed?).');
      return undefined;
    }
    return items;
  };

  context.subscriptions.push(
    vscode.commands.registerCommand('opencl.listDevices', async () => {
      const items = await devices();
      if (items) {
        controller.output.info(`Devices:\n${items.map((d) => `  ${d.label}  ${d.description}  [${d.select}]`).join('\n')}`);
        await vscode.window.showQuickPick(items, { title: 'OpenCL devices', placeHolder: 'Devices the server can build for' });
      }
    }),

    vscode.commands.registerCommand('opencl.selectDevice', async () => {
      const items = await devices();
      if (!items) {
        return;
      }
      const current = vscode.workspace.getConfiguration('opencl').get<string>('device.select', '');
      const none = { label: '$(close) No device', description: "the server's default", select: '' };
      const picked = await vscode.window.showQuickPick(
        [...items.map((d) => ({ ...d, picked: d.select === current })), none],
        { title: 'Select the OpenCL device for builds', placeHolder: current ? `Current: ${current}` : 'No device selected' },
      );
      if (picked) {
        const target = vscode.workspace.workspaceFolders ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
        await vscode.workspace.getConfiguration('opencl').update('device.select', picked.select || undefined, target);
      }
    }),

    vscode.commands.registerCommand('opencl.compileNow', async () => {
      const editor = vscode.window.activeTextEditor;
      if (!editor || editor.document.languageId !== 'opencl') {
        void vscode.window.showInformationMessage('OpenCL: open an OpenCL C file to compile it.');
        return;
      }
      if (!vscode.workspace.isTrusted) {
        void vscode.window.showWarningMessage('OpenCL: device builds are disabled in untrusted workspaces.');
        return;
      }
      const uri = editor.document.uri.toString();
      const name = vscode.workspace.asRelativePath(editor.document.uri);
      const { ok, result } = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Window, title: `Compiling ${name}` },
        () => run('opencl.compile', [uri]),
      );
      if (ok) {
        const summary = typeof result === 'string' ? result : (result as { message?: unknown } | null)?.message;
        void vscode.window.showInformationMessage(`OpenCL: ${typeof summary === 'string' ? summary : `compiled ${name}`}.`);
      }
    }),
  );
}
