/**
 * Reads the server's answers to the device commands.
 *
 * Knows: the shapes `opencl.devices` may answer with (a list of names, a list
 * of device objects, or `{devices: [...]}`), what to write into
 * `opencl.device.select` for each device, and how to word a failed command.
 * Does not know: VS Code, or how devices are enumerated (the server does that).
 */

/** One device as the quick pick shows it. */
export interface DeviceItem {
  label: string;
  description: string;
  /** The value written to `opencl.device.select`. */
  select: string;
}

/** The LSP error code for a request the server does not know. */
const METHOD_NOT_FOUND = -32601;

/** Turns whatever `opencl.devices` returned into quick-pick items; unknown shapes give none. */
export function normalizeDevices(result: unknown): DeviceItem[] {
  const list = Array.isArray(result) ? result : isRecord(result) && Array.isArray(result.devices) ? result.devices : [];
  const items: DeviceItem[] = [];
  for (const entry of list) {
    if (typeof entry === 'string' && entry.trim()) {
      items.push({ label: entry, description: '', select: entry });
    } else if (isRecord(entry)) {
      const name = text(entry.name) ?? text(entry.device) ?? text(entry.id);
      if (!name) {
        continue;
      }
      const platform = text(entry.platform);
      const details = [platform, text(entry.type), text(entry.version)].filter(Boolean).join(' · ');
      const select = text(entry.select) ?? text(entry.id) ?? (platform ? `${platform} / ${name}` : name);
      items.push({ label: name, description: details, select });
    }
  }
  return items;
}

/** A sentence for the user when a server command failed or does not exist. */
export function describeCommandError(command: string, error: unknown, advertised: readonly string[] | undefined): string {
  const code = isRecord(error) && typeof error.code === 'number' ? error.code : undefined;
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : String(error);
  const unknown =
    code === METHOD_NOT_FOUND ||
    /not found|unknown command|not supported|no such command/i.test(message) ||
    (advertised !== undefined && !advertised.includes(command));
  if (unknown) {
    return (
      `OpenCL: this opencl-lsp does not provide the "${command}" command yet. ` +
      'Device features need a newer server: pip install -U opencl-lsp'
    );
  }
  return `OpenCL: "${command}" failed: ${message}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;
}
