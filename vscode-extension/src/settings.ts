/**
 * Translates the `opencl.*` settings into the options the server reads.
 *
 * Knows: the setting keys, which it takes from `package.json` (the one place
 * they are listed), which of them only the client reads (`opencl.server.*`,
 * `opencl.trace.*`), and the workspace-trust rule that no device build runs in
 * an untrusted workspace.
 * Does not know: VS Code. The caller passes a getter, so this module is a pure
 * function that the unit tests run under plain node.
 */
import manifest from '../package.json';

/** One entry of `contributes.configuration.properties`. */
export interface SettingSchema {
  default?: unknown;
  [field: string]: unknown;
}

/** The server's options: camelCase keys without the `opencl.` prefix, nested at each dot. */
export type ServerOptions = { [key: string]: unknown };

/** Reads one setting by its key without the `opencl.` prefix, e.g. `std`. */
export type SettingGetter = (key: string) => unknown;

/** The section the server asks for in `workspace/configuration`. */
export const SECTION = 'opencl';

const PROPERTIES = manifest.contributes.configuration.properties as Record<string, SettingSchema>;

/** Settings read by the extension itself and never sent to the server. */
const CLIENT_ONLY = /^opencl\.(server|trace)\./;

/** The keys (without `opencl.`) of every setting the server receives, from `package.json`. */
export function serverSettingKeys(properties: Record<string, SettingSchema> = PROPERTIES): string[] {
  return Object.keys(properties)
    .filter((key) => key.startsWith(`${SECTION}.`) && !CLIENT_ONLY.test(key))
    .map((key) => key.slice(SECTION.length + 1));
}

/** The default of one setting (key without `opencl.`), from `package.json`. */
export function settingDefault(key: string, properties: Record<string, SettingSchema> = PROPERTIES): unknown {
  return properties[`${SECTION}.${key}`]?.default;
}

/**
 * Builds the server options from the settings.
 *
 * a key `a.b` becomes `{a: {b}}`; a setting the getter leaves
 * undefined takes its `package.json` default. In an untrusted workspace
 * `device.mode` is `"off"` whatever the settings say, so that opening a folder
 * never hands its kernels (or its `#include`d files) to an OpenCL driver.
 */
export function toServerOptions(
  get: SettingGetter,
  trusted: boolean,
  properties: Record<string, SettingSchema> = PROPERTIES,
): ServerOptions {
  const options: ServerOptions = {};
  for (const key of serverSettingKeys(properties)) {
    const value = get(key);
    setPath(options, key.split('.'), value === undefined ? settingDefault(key, properties) : value);
  }
  if (!trusted) {
    setPath(options, ['device', 'mode'], 'off');
  }
  return options;
}

/**
 * Answers a `workspace/configuration` request: the translated options for
 * each item whose section is `opencl` (or a key under it), and what VS Code
 * answered (`fallback`) for any other item.
 */
export function answerConfiguration(
  items: ReadonlyArray<{ section?: string; scopeUri?: string }>,
  fallback: ReadonlyArray<unknown>,
  optionsFor: (scopeUri: string | undefined) => ServerOptions,
): unknown[] {
  return items.map((item, index) => {
    const section = item.section ?? '';
    if (section === SECTION) {
      return optionsFor(item.scopeUri);
    }
    if (section.startsWith(`${SECTION}.`)) {
      let value: unknown = optionsFor(item.scopeUri);
      for (const part of section.slice(SECTION.length + 1).split('.')) {
        value = isObject(value) ? value[part] : undefined;
      }
      return value ?? null;
    }
    return fallback[index] ?? null;
  });
}

/** The OpenCL C version for display: `CL1.2` → `1.2`. */
export function versionLabel(std: unknown): string {
  return typeof std === 'string' && std.startsWith('CL') ? std.slice(2) : String(std ?? '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setPath(target: ServerOptions, path: string[], value: unknown): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    if (!isObject(node[part])) {
      node[part] = {};
    }
    node = node[part] as ServerOptions;
  }
  node[path[path.length - 1]] = value;
}
