/** Checks of package.json and the static contributions against the brief of the extension. */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import manifest from '../package.json';

const root = path.join(__dirname, '..', '..');
const properties = manifest.contributes.configuration.properties as Record<string, Record<string, unknown>>;

test('every setting has a scope, a markdownDescription and a default; string choices have an enum', () => {
  for (const [key, schema] of Object.entries(properties)) {
    assert.ok(key.startsWith('opencl.'), key);
    assert.ok(typeof schema.scope === 'string', `${key} scope`);
    assert.ok(typeof schema.markdownDescription === 'string', `${key} markdownDescription`);
    assert.ok('default' in schema, `${key} default`);
  }
  for (const key of ['opencl.std', 'opencl.device.mode', 'opencl.trace.server']) {
    assert.ok(Array.isArray(properties[key].enum), key);
  }
  assert.deepEqual(properties['opencl.std'].enum, ['CL1.0', 'CL1.1', 'CL1.2', 'CL2.0', 'CL3.0']);
  assert.deepEqual(properties['opencl.device.mode'].enum, ['off', 'openSave', 'onSave', 'onChange']);
});

test('the language is opencl for .cl, .clh and .opencl and does not claim c', () => {
  const languages = manifest.contributes.languages;
  assert.deepEqual(languages.map((l) => l.id), ['opencl']);
  // (.opencl: CLBlast's kernel files, C++ raw string literals around OpenCL C.)
  assert.deepEqual(languages[0].extensions, ['.cl', '.clh', '.opencl']);
  // Host files (python, c, cpp) are served through injections and the document selector, never by
  // claiming their languages or extensions.
  assert.ok(!JSON.stringify(manifest.contributes.languages).includes('"c"'));
  assert.ok(manifest.contributes.grammars.every((g) => !('language' in g) || g.language === 'opencl'));
});

test('every custom modifier of the server legend has a scope mapping', () => {
  const modifiers = ['kernel', 'addressSpace', 'accessQualifier', 'vector', 'swizzle'];
  const declared = manifest.contributes.semanticTokenModifiers.map((m) => m.id);
  assert.deepEqual(declared, modifiers);
  const selectors = Object.keys(manifest.contributes.semanticTokenScopes[0].scopes).join(' ');
  for (const modifier of modifiers) {
    assert.match(selectors, new RegExp(`\\.${modifier}\\b`), modifier);
  }
});

test('limited support in untrusted workspaces restricts the program settings', () => {
  const trust = manifest.capabilities.untrustedWorkspaces;
  assert.equal(trust.supported, 'limited');
  assert.deepEqual(trust.restrictedConfigurations, ['opencl.server.path', 'opencl.server.pythonPath']);
});

test('commands are declared and engines allow VS Code 1.100', () => {
  const commands = manifest.contributes.commands.map((c) => c.command).sort();
  assert.deepEqual(commands, [
    'opencl.compileNow',
    'opencl.listDevices',
    'opencl.restartServer',
    'opencl.selectDevice',
    'opencl.showOutput',
  ]);
  assert.equal(manifest.engines.vscode, '^1.100.0');
});

test('extension.ts stays short, and settings keys appear only in package.json', () => {
  const source = readFileSync(path.join(root, 'src', 'extension.ts'), 'utf8');
  assert.ok(source.split('\n').length <= 150);
  const settings = readFileSync(path.join(root, 'src', 'settings.ts'), 'utf8');
  for (const key of ['includePaths', 'debounceMs', 'device.select']) {
    assert.ok(!settings.includes(key), `settings.ts lists ${key}`);
  }
});

test('.vscodeignore is an allowlist', () => {
  const lines = readFileSync(path.join(root, '.vscodeignore'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  assert.equal(lines[0], '**');
  assert.ok(lines.slice(1).every((l) => l.startsWith('!')));
  assert.ok(lines.includes('!dist/extension.js'));
  // The server travels inside the package (scripts/bundle-server.sh fills bundled/libs at prepublish).
  assert.ok(lines.includes('!bundled/tool/server.py') && lines.includes('!bundled/libs/**'));
  assert.match(manifest.scripts['vscode:prepublish'], /bundle-server/);
});
