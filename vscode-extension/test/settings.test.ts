/** Unit tests for the settings translation (`src/settings.ts`). */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import manifest from '../package.json';
import { answerConfiguration, serverSettingKeys, toServerOptions, versionLabel } from '../src/settings';

const values: Record<string, unknown> = {
  std: 'CL2.0',
  includePaths: ['include', '/opt/cl'],
  defines: ['TILE=16', 'USE_HALF'],
  extensions: '-all,+cl_khr_fp64',
  'diagnostics.disable': ['S003'],
  'diagnostics.debounceMs': 300,
  'analysis.timeBudgetMs': 500,
  'device.mode': 'onSave',
  'device.select': 'NVIDIA / H100',
  'device.timeout': 10,
  'embedded.languages': ['cpp'],
  'inlayHints.types': false,
  'server.path': '/secret/opencl-lsp',
};

test('the server receives every opencl.* setting except server.* and trace.*', () => {
  const all = Object.keys(manifest.contributes.configuration.properties).map((k) => k.slice('opencl.'.length));
  assert.deepEqual(serverSettingKeys().sort(), all.filter((k) => !/^(server|trace)\./.test(k)).sort());
  assert.deepEqual(serverSettingKeys().sort(), [
    'analysis.timeBudgetMs',
    'defines',
    'device.mode',
    'device.select',
    'device.timeout',
    'diagnostics.debounceMs',
    'diagnostics.disable',
    'embedded.languages',
    'extensions',
    'includePaths',
    'inlayHints.addressSpaces',
    'inlayHints.parameterNames',
    'inlayHints.types',
    'std',
  ]);
});

test('dotted keys nest, camelCase is kept, the opencl. prefix is dropped', () => {
  assert.deepEqual(toServerOptions((key) => values[key], true), {
    std: 'CL2.0',
    includePaths: ['include', '/opt/cl'],
    defines: ['TILE=16', 'USE_HALF'],
    extensions: '-all,+cl_khr_fp64',
    diagnostics: { disable: ['S003'], debounceMs: 300 },
    analysis: { timeBudgetMs: 500 },
    embedded: { languages: ['cpp'] },
    inlayHints: { parameterNames: true, types: false, addressSpaces: true },
    device: { mode: 'onSave', select: 'NVIDIA / H100', timeout: 10 },
  });
});

test('unset settings take the package.json defaults', () => {
  assert.deepEqual(toServerOptions(() => undefined, true), {
    std: 'CL1.2',
    includePaths: [],
    defines: [],
    extensions: '',
    diagnostics: { disable: [], debounceMs: 150 },
    analysis: { timeBudgetMs: 2000 },
    embedded: { languages: ['python', 'c', 'cpp'] },
    inlayHints: { parameterNames: true, types: true, addressSpaces: true },
    device: { mode: 'openSave', select: '', timeout: 30 },
  });
});

test('an untrusted workspace never builds on a device', () => {
  const options = toServerOptions((key) => values[key], false);
  assert.deepEqual(options.device, { mode: 'off', select: 'NVIDIA / H100', timeout: 10 });
  assert.equal(options.std, 'CL2.0');
});

test('a custom schema is translated the same way', () => {
  const schema = { 'opencl.a.b.c': { default: 1 }, 'opencl.server.x': { default: 2 }, 'other.y': { default: 3 } };
  assert.deepEqual(toServerOptions(() => undefined, true, schema), { a: { b: { c: 1 } } });
});

test('workspace/configuration: opencl gets the translated options, other sections what VS Code said', () => {
  const optionsFor = (scope: string | undefined) => ({ std: scope ?? 'none', device: { mode: 'off' } });
  const answer = answerConfiguration(
    [{ section: 'opencl', scopeUri: 'file:///w' }, { section: 'editor' }, { section: 'opencl.device' }, { section: 'opencl.nope' }],
    ['raw', { tabSize: 4 }, 'raw', 'raw'],
    optionsFor,
  );
  assert.deepEqual(answer, [{ std: 'file:///w', device: { mode: 'off' } }, { tabSize: 4 }, { mode: 'off' }, null]);
});

test('version label', () => {
  assert.equal(versionLabel('CL3.0'), '3.0');
  assert.equal(versionLabel('2.0'), '2.0');
});
