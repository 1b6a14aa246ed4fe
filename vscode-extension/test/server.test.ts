/** Unit tests for server discovery (`src/server.ts`) with injected fakes. */
import { strict as assert } from 'node:assert';
import { mkdtempSync, writeFileSync, chmodSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { Discovery, findServer, INSTALL_COMMAND, system } from '../src/server';

/** A fake machine: the executables that exist, the interpreters that have opencl_lsp, PATH. */
function fake(options: {
  serverPath?: string;
  pythonPath?: string;
  extension?: string | Error;
  executables?: string[];
  withModule?: string[];
  onPath?: string;
  python3?: string;
  bundled?: string;
  /** Interpreters that can run the bundled server; the others answer with a reason. */
  runsBundle?: string[];
}): Discovery & { logs: string[]; asked: string[] } {
  const logs: string[] = [];
  const asked: string[] = [];
  return {
    logs,
    asked,
    serverPath: options.serverPath,
    pythonPath: options.pythonPath,
    async pythonExtensionInterpreter() {
      asked.push('extension');
      if (options.extension instanceof Error) {
        throw options.extension;
      }
      return options.extension;
    },
    async isExecutable(file) {
      return (options.executables ?? []).includes(file);
    },
    async canImport(python, module) {
      asked.push(`import ${module} with ${python}`);
      return (options.withModule ?? []).includes(python);
    },
    async which(name) {
      asked.push(`which ${name}`);
      return name === 'python3' ? options.python3 : options.onPath;
    },
    bundledLauncher: options.bundled,
    async cannotRunBundled(python, launcher) {
      asked.push(`bundle ${launcher} with ${python}`);
      return (options.runsBundle ?? []).includes(python) ? undefined : `${python} is Python 3.9`;
    },
    log(message) {
      logs.push(message);
    },
  };
}

const everything = {
  serverPath: '/s/opencl-lsp',
  pythonPath: '/p/python',
  extension: '/x/python',
  executables: ['/s/opencl-lsp'],
  withModule: ['/p/python', '/x/python'],
  onPath: '/usr/bin/opencl-lsp',
};

test('1. opencl.server.path wins when it is executable', async () => {
  const d = fake(everything);
  const { server } = await findServer(d);
  assert.deepEqual(server, { command: '/s/opencl-lsp', args: [], source: 'opencl.server.path' });
  assert.deepEqual(d.asked, [], 'nothing else is probed');
  assert.match(d.logs.join('\n'), /found by opencl\.server\.path: \/s\/opencl-lsp/);
});

test('2. then opencl.server.pythonPath with python -m opencl_lsp', async () => {
  const d = fake({ ...everything, serverPath: undefined });
  assert.deepEqual((await findServer(d)).server, { command: '/p/python', args: ['-m', 'opencl_lsp'], source: 'opencl.server.pythonPath' });
});

test('3. then the Python extension interpreter, if it has the module', async () => {
  const d = fake({ ...everything, serverPath: undefined, pythonPath: undefined });
  assert.deepEqual((await findServer(d)).server, { command: '/x/python', args: ['-m', 'opencl_lsp'], source: 'Python extension' });
});

test('4. then opencl-lsp on PATH', async () => {
  const d = fake({ ...everything, serverPath: undefined, pythonPath: undefined, withModule: [] });
  const result = await findServer(d);
  assert.deepEqual(result.server, { command: '/usr/bin/opencl-lsp', args: [], source: 'PATH' });
  assert.deepEqual(result.problems, [], 'an interpreter without the module is not a problem');
  assert.deepEqual(d.asked, ['extension', 'import opencl_lsp with /x/python', 'which opencl-lsp']);
});

test('a bad explicit setting falls through, and is reported', async () => {
  const d = fake({ ...everything, serverPath: '/missing', pythonPath: '/p/python' });
  const result = await findServer(d);
  assert.equal(result.server?.source, 'opencl.server.pythonPath');
  assert.deepEqual(result.problems, ['opencl.server.path is "/missing", which is not an executable file.']);
});

test('a failing Python extension does not stop discovery', async () => {
  const d = fake({ extension: new Error('boom'), onPath: '/bin/opencl-lsp' });
  const result = await findServer(d);
  assert.equal(result.server?.source, 'PATH');
  assert.match(result.problems[0], /boom/);
});

test('nothing found: no server, every reason listed', async () => {
  const d = fake({ serverPath: '/nope', pythonPath: '/py' });
  const result = await findServer(d);
  assert.equal(result.server, undefined);
  assert.equal(result.problems.length, 3);
  assert.match(result.problems[2], /No opencl-lsp on PATH/);
  // No package index serves opencl-lsp: the advice installs from a checkout or a wheel.
  assert.equal(INSTALL_COMMAND, 'pipx install /path/to/opencl-lsp');
  assert.doesNotMatch(INSTALL_COMMAND, /pip install opencl-lsp/);
});

test('5. then the bundled server, run by the Python extension interpreter with python -I', async () => {
  const d = fake({ extension: '/x/python', python3: '/usr/bin/python3', bundled: '/ext/bundled/tool/server.py',
    runsBundle: ['/x/python', '/usr/bin/python3'] });
  const result = await findServer(d);
  assert.deepEqual(result.server, { command: '/x/python', args: ['-I', '/ext/bundled/tool/server.py'], source: 'bundled' });
  assert.deepEqual(d.asked, ['extension', 'import opencl_lsp with /x/python', 'which opencl-lsp', 'which python3',
    'bundle /ext/bundled/tool/server.py with /x/python']);
});

test('5. the bundled server falls back to python3 on PATH when the selected interpreter is too old', async () => {
  const d = fake({ extension: '/old/python', python3: '/usr/bin/python3', bundled: '/b/server.py', runsBundle: ['/usr/bin/python3'] });
  const result = await findServer(d);
  assert.deepEqual(result.server, { command: '/usr/bin/python3', args: ['-I', '/b/server.py'], source: 'bundled' });
  assert.deepEqual(result.problems, ['/old/python is Python 3.9'], 'the rejected interpreter is logged');
});

test('5. opencl.server.pythonPath without the module runs the bundled server', async () => {
  const d = fake({ pythonPath: '/p/python', python3: '/usr/bin/python3', bundled: '/b/server.py', runsBundle: ['/p/python', '/usr/bin/python3'] });
  assert.deepEqual((await findServer(d)).server, { command: '/p/python', args: ['-I', '/b/server.py'], source: 'bundled' });
});

test('an installed server on PATH still wins over the bundled one', async () => {
  const d = fake({ onPath: '/usr/bin/opencl-lsp', python3: '/usr/bin/python3', bundled: '/b/server.py', runsBundle: ['/usr/bin/python3'] });
  assert.equal((await findServer(d)).server?.source, 'PATH');
});

test('no usable Python for the bundle: no server, and the reasons say why', async () => {
  const none = await findServer(fake({ bundled: '/b/server.py' }));
  assert.equal(none.server, undefined);
  assert.match(none.problems.join('\n'), /no python3 on PATH/);
  const old = await findServer(fake({ python3: '/usr/bin/python3', bundled: '/b/server.py' }));
  assert.equal(old.server, undefined);
  assert.deepEqual(old.problems, ['/usr/bin/python3 is Python 3.9']);
});

test('no source file advises pip install opencl-lsp, which no package index serves', () => {
  const dir = path.join(__dirname, '..', '..', 'src');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
    assert.doesNotMatch(readFileSync(path.join(dir, name), 'utf8'), /pip install opencl-lsp/, name);
  }
});

test('system.which finds an executable on PATH and skips non-executables', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'opencl-which-'));
  const [a, b] = [path.join(root, 'a'), path.join(root, 'b')];
  mkdirSync(a);
  mkdirSync(b);
  writeFileSync(path.join(a, 'opencl-lsp'), '#!/bin/sh\n');
  chmodSync(path.join(a, 'opencl-lsp'), 0o644);
  writeFileSync(path.join(b, 'opencl-lsp'), '#!/bin/sh\n');
  chmodSync(path.join(b, 'opencl-lsp'), 0o755);
  const env = { PATH: [a, '', b].join(path.delimiter) };
  assert.equal(await system.which('opencl-lsp', env), path.join(b, 'opencl-lsp'));
  assert.equal(await system.which('absent', env), undefined);
  assert.equal(await system.isExecutable(b), false, 'a directory is not an executable');
});

test('system.cannotRunBundled gives the reason an interpreter cannot run the launcher', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'opencl-bundle-'));
  const launcher = path.join(root, 'server.py');
  writeFileSync(launcher, '');
  assert.match((await system.cannotRunBundled('/no/such/python', launcher)) ?? '', /cannot run the bundled server/);
});

test('system.canImport runs the interpreter', async () => {
  assert.equal(await system.canImport(process.execPath, 'x'), false, 'node -c is not python');
  assert.equal(await system.canImport('/no/such/python', 'os'), false);
});
