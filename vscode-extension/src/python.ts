/**
 * Asks the Python extension (`ms-python.python`) which interpreter is selected.
 *
 * Knows: the two shapes of its API (the `environments` API, and the older
 * `settings.getExecutionDetails`).
 * Does not know: whether that interpreter has the server; `server.ts` checks.
 */
import * as vscode from 'vscode';

interface PythonApi {
  environments?: {
    getActiveEnvironmentPath(resource?: vscode.Uri): { path: string } | undefined;
    resolveEnvironment(env: { path: string } | string): Promise<{ executable?: { uri?: vscode.Uri } } | undefined>;
  };
  settings?: {
    getExecutionDetails(resource?: vscode.Uri): { execCommand?: string[] } | undefined;
  };
}

/** The selected interpreter's path, or undefined when the Python extension is absent or has none. */
export async function pythonExtensionInterpreter(resource?: vscode.Uri): Promise<string | undefined> {
  const extension = vscode.extensions.getExtension<PythonApi>('ms-python.python');
  if (!extension) {
    return undefined;
  }
  const api = extension.isActive ? extension.exports : await extension.activate();
  if (api?.environments) {
    const active = api.environments.getActiveEnvironmentPath(resource);
    if (!active) {
      return undefined;
    }
    const resolved = await api.environments.resolveEnvironment(active);
    return resolved?.executable?.uri?.fsPath ?? active.path;
  }
  return api?.settings?.getExecutionDetails(resource)?.execCommand?.[0];
}
