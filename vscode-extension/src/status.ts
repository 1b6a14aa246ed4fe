/**
 * The status bar item: server state, OpenCL C version, selected device.
 *
 * Knows: how to show a `ServerController` state and two settings.
 * Does not know: how the server is started.
 */
import * as vscode from 'vscode';
import { ServerController, ServerState } from './client';
import { versionLabel } from './settings';

const ICONS: Record<ServerState, string> = {
  starting: '$(loading~spin)',
  running: '$(check)',
  stopped: '$(circle-slash)',
  error: '$(error)',
};

export function activate(context: vscode.ExtensionContext, controller: ServerController): void {
  const item = vscode.window.createStatusBarItem('opencl.status', vscode.StatusBarAlignment.Right, 100);
  item.name = 'OpenCL';
  item.command = 'opencl.showOutput';

  const update = (): void => {
    const config = vscode.workspace.getConfiguration('opencl', vscode.workspace.workspaceFolders?.[0]?.uri);
    const std = config.get<string>('std', 'CL1.2');
    const device = config.get<string>('device.select', '');
    const mode = vscode.workspace.isTrusted ? config.get<string>('device.mode', 'off') : 'off (untrusted workspace)';
    item.text = `${ICONS[controller.state]} OpenCL C ${versionLabel(std)}${device ? ` · ${device}` : ''}`;
    item.tooltip = new vscode.MarkdownString(
      [
        `**opencl-lsp**: ${controller.state} (${controller.detail})`,
        `OpenCL C version: \`${std}\` (\`opencl.std\`)`,
        `Device: ${device ? `\`${device}\`` : 'none selected'}; device builds: ${mode}`,
        'Click to show the server output.',
      ].join('\n\n'),
    );
    item.backgroundColor =
      controller.state === 'error' ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
    const language = vscode.window.activeTextEditor?.document.languageId;
    if (language === 'opencl' || controller.state === 'error') {
      item.show();
    } else {
      item.hide();
    }
  };

  context.subscriptions.push(
    item,
    controller.onDidChangeState(update),
    vscode.window.onDidChangeActiveTextEditor(update),
    vscode.workspace.onDidChangeConfiguration((event) => event.affectsConfiguration('opencl') && update()),
    vscode.workspace.onDidGrantWorkspaceTrust(update),
  );
  update();
}
