/**
 * Finds the `opencl-lsp` program to start.
 *
 * Knows: the discovery order (see `findServer`), how to check a candidate
 * (an executable file; an interpreter that can import `opencl_lsp`; an
 * interpreter that can run the server bundled in the extension), and the
 * install command to suggest when none works.
 * Does not know: VS Code. Settings, the Python extension and the file system
 * come in through `Discovery`, so the unit tests pass fakes.
 */
import { execFile } from 'node:child_process';
import { constants, promises as fs } from 'node:fs';
import * as path from 'node:path';

/**
 * The command that installs the server outside the extension. No package index
 * serves opencl-lsp yet: it installs from a checkout or a wheel built from one.
 */
export const INSTALL_COMMAND = 'pipx install /path/to/opencl-lsp';

/** The oldest Python the server (and so the bundled one) runs on. */
export const MINIMUM_PYTHON = '3.10';

/** The Python module that serves LSP over stdio (`python -m opencl_lsp`). */
export const SERVER_MODULE = 'opencl_lsp';

/** The executable installed by the package. */
export const SERVER_EXECUTABLE = 'opencl-lsp';

/** A way to start the server, and the step of the order that found it. */
export interface ServerCommand {
  command: string;
  args: string[];
  source: 'opencl.server.path' | 'opencl.server.pythonPath' | 'Python extension' | 'PATH' | 'bundled';
}

/** What discovery reads; the extension passes the real ones, tests pass fakes. */
export interface Discovery {
  /** `opencl.server.path`, already filtered for workspace trust. */
  serverPath?: string;
  /** `opencl.server.pythonPath`, already filtered for workspace trust. */
  pythonPath?: string;
  /** The interpreter selected in the Python extension, if it is installed (and may be used). */
  pythonExtensionInterpreter(): Promise<string | undefined>;
  /** Whether `file` is an executable file. */
  isExecutable(file: string): Promise<boolean>;
  /** Whether `python -c "import <module>"` succeeds. */
  canImport(python: string, module: string): Promise<boolean>;
  /** The first executable named `name` on `PATH`. */
  which(name: string): Promise<string | undefined>;
  /** `bundled/tool/server.py` of the extension, when the package carries the server. */
  bundledLauncher?: string;
  /** Why `python -I launcher --bundle-check` fails (undefined: it can run the bundled server). */
  cannotRunBundled(python: string, launcher: string): Promise<string | undefined>;
  /** Where to say which candidate won, and why others did not. */
  log(message: string): void;
}

/** The outcome: the command to run, or the reasons every step failed. */
export interface DiscoveryResult {
  server?: ServerCommand;
  /** One line per step that was tried and failed (a bad setting, an interpreter without the module). */
  problems: string[];
}

/**
 * Finds the server, trying in this order and taking the first that works:
 *
 * 1. the `opencl.server.path` setting: an `opencl-lsp` executable, run as is;
 * 2. the `opencl.server.pythonPath` setting: an interpreter, run as `python -m opencl_lsp`;
 * 3. the interpreter selected in the Python extension (`ms-python.python`),
 *    if it is installed and that interpreter can import `opencl_lsp`, run as `python -m opencl_lsp`;
 * 4. `opencl-lsp` on `PATH`;
 * 5. the server bundled in the extension (`bundled/`), run as
 *    `python -I bundled/tool/server.py` by the Python extension's interpreter,
 *    else by `python3` on `PATH`: the first that is Python 3.10 or later and
 *    loads the bundle's compiled parts (linux-x64).
 *
 * Steps 1 to 4 are overrides: a server the user installed (with extras such as
 * `format` or `pocl`) wins over the bundled one. In an untrusted workspace the
 * caller passes only the user's own values of the two settings and no Python
 * extension interpreter (a workspace's `.venv` is code from the workspace), so
 * steps 4 and 5 (with `python3` from `PATH`) are the usual choice there. The
 * winner is logged; when nothing is found the result carries the reasons, and
 * the caller shows a notification with `INSTALL_COMMAND`.
 */
export async function findServer(d: Discovery): Promise<DiscoveryResult> {
  const problems: string[] = [];
  const found = (server: ServerCommand): DiscoveryResult => {
    d.log(`Server found by ${server.source}: ${[server.command, ...server.args].join(' ')}`);
    return { server, problems };
  };
  const failed = (problem: string): void => {
    d.log(problem);
    problems.push(problem);
  };

  if (d.serverPath) {
    if (await d.isExecutable(d.serverPath)) {
      return found({ command: d.serverPath, args: [], source: 'opencl.server.path' });
    }
    failed(`opencl.server.path is "${d.serverPath}", which is not an executable file.`);
  }
  if (d.pythonPath) {
    if (await d.canImport(d.pythonPath, SERVER_MODULE)) {
      return found({ command: d.pythonPath, args: ['-m', SERVER_MODULE], source: 'opencl.server.pythonPath' });
    }
    failed(`opencl.server.pythonPath is "${d.pythonPath}", which cannot import ${SERVER_MODULE}.`);
  }
  const interpreter = await d.pythonExtensionInterpreter().catch((error: unknown) => {
    failed(`The Python extension did not give an interpreter: ${String(error)}`);
    return undefined;
  });
  if (interpreter) {
    if (await d.canImport(interpreter, SERVER_MODULE)) {
      return found({ command: interpreter, args: ['-m', SERVER_MODULE], source: 'Python extension' });
    }
    d.log(`The Python extension's interpreter ${interpreter} cannot import ${SERVER_MODULE}; trying PATH.`);
  }
  const onPath = await d.which(SERVER_EXECUTABLE);
  if (onPath) {
    return found({ command: onPath, args: [], source: 'PATH' });
  }
  d.log(`No ${SERVER_EXECUTABLE} on PATH; trying the bundled server.`);
  if (!d.bundledLauncher) {
    failed(`No ${SERVER_EXECUTABLE} on PATH, and this package of the extension carries no server.`);
    return { problems };
  }
  // opencl.server.pythonPath names the interpreter to use; without the module it still runs the bundle.
  const pythons = [d.pythonPath, interpreter, await d.which('python3')].filter((p): p is string => !!p);
  for (const python of new Set(pythons)) {
    const reason = await d.cannotRunBundled(python, d.bundledLauncher);
    if (!reason) {
      return found({ command: python, args: ['-I', d.bundledLauncher], source: 'bundled' });
    }
    failed(reason);
  }
  if (pythons.length === 0) {
    failed(`No ${SERVER_EXECUTABLE} on PATH, and no Python ${MINIMUM_PYTHON}+ to run the bundled server: no python3 on PATH and no interpreter selected in the Python extension.`);
  }
  return { problems };
}

/** The file-system and process parts of `Discovery`, for real use. */
export const system = {
  async isExecutable(file: string): Promise<boolean> {
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) {
        return false;
      }
      await fs.access(file, process.platform === 'win32' ? constants.F_OK : constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },

  canImport(python: string, module: string): Promise<boolean> {
    return new Promise((resolve) => {
      execFile(python, ['-c', `import ${module}`], { timeout: 15000, windowsHide: true }, (error) => resolve(!error));
    });
  },

  cannotRunBundled(python: string, launcher: string): Promise<string | undefined> {
    return new Promise((resolve) => {
      execFile(python, ['-I', launcher, '--bundle-check'], { timeout: 15000, windowsHide: true }, (error, _stdout, stderr) => {
        const said = String(stderr).trim().split('\n').pop();
        resolve(error ? said || `${python} cannot run the bundled server: ${error.message}` : undefined);
      });
    });
  },

  async which(name: string, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
    const suffixes = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
    for (const dir of (env.PATH ?? '').split(path.delimiter)) {
      if (!dir) {
        continue;
      }
      for (const suffix of suffixes) {
        const candidate = path.join(dir, name + suffix);
        if (await system.isExecutable(candidate)) {
          return candidate;
        }
      }
    }
    return undefined;
  },
};
