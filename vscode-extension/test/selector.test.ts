/** The document selector follows `opencl.embedded.languages`; semantic tokens stay OpenCL-only. */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import manifest from '../package.json';
import { documentSelector, hostLanguages, ownsWholeDocument } from '../src/selector';

const properties = manifest.contributes.configuration.properties as Record<string, { default?: unknown }>;

test('by default OpenCL, Python, C and C++ documents go to the server', () => {
  const languages = documentSelector(properties['opencl.embedded.languages'].default).map((f) => `${f.scheme}:${f.language}`);
  assert.deepEqual(languages, [
    'file:opencl', 'untitled:opencl', 'file:python', 'untitled:python', 'file:c', 'untitled:c', 'file:cpp', 'untitled:cpp',
  ]);
});

test('a language left out of the setting is not sent; unknown names and bad values are ignored', () => {
  assert.deepEqual(hostLanguages(['cpp', 'rust']), ['cpp']);
  assert.deepEqual(hostLanguages([]), []);
  assert.deepEqual(documentSelector([]).map((f) => f.language), ['opencl', 'opencl']);
  assert.deepEqual(hostLanguages('python'), ['python', 'c', 'cpp']);
});

test('only OpenCL documents take the server semantic tokens', () => {
  assert.equal(ownsWholeDocument('opencl'), true);
  for (const language of ['python', 'c', 'cpp']) {
    assert.equal(ownsWholeDocument(language), false);
  }
});
