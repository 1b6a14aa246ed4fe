/**
 * Workspace trust for the settings that choose which program runs.
 *
 * Knows: that a workspace (or folder) value of `opencl.server.path` or
 * `opencl.server.pythonPath` names a program chosen by whoever wrote the
 * folder, so in an untrusted workspace only the user's own value counts.
 * (`package.json` also lists them under `restrictedConfigurations`, which makes
 * VS Code do the same; this module does not rely on it.)
 * Does not know: VS Code; it reads the shape of `WorkspaceConfiguration.inspect`.
 */

/** The fields of `WorkspaceConfiguration.inspect()` this module reads. */
export interface Inspected<T> {
  defaultValue?: T;
  globalValue?: T;
  workspaceValue?: T;
  workspaceFolderValue?: T;
}

/** Where the value came from, for the log. */
export type ValueSource = 'folder' | 'workspace' | 'user' | 'default' | 'unset';

/**
 * The value of a program-choosing setting: the most specific one when the
 * workspace is trusted, the user (global) value otherwise. Empty strings count
 * as unset.
 */
export function programSetting(
  inspected: Inspected<string> | undefined,
  trusted: boolean,
): { value: string | undefined; source: ValueSource; ignored?: string } {
  const set = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';
  const local = set(inspected?.workspaceFolderValue)
    ? { value: inspected!.workspaceFolderValue, source: 'folder' as const }
    : set(inspected?.workspaceValue)
      ? { value: inspected!.workspaceValue, source: 'workspace' as const }
      : undefined;
  if (local && trusted) {
    return local;
  }
  const ignored = local ? local.value : undefined;
  if (set(inspected?.globalValue)) {
    return { value: inspected!.globalValue, source: 'user', ignored };
  }
  if (set(inspected?.defaultValue)) {
    return { value: inspected!.defaultValue, source: 'default', ignored };
  }
  return { value: undefined, source: 'unset', ignored };
}
