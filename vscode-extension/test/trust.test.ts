/** Unit tests for workspace-trust handling of program-choosing settings (`src/trust.ts`). */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { programSetting } from '../src/trust';

test('trusted: the most specific value wins', () => {
  assert.deepEqual(programSetting({ globalValue: '/u', workspaceValue: '/w', workspaceFolderValue: '/f' }, true), {
    value: '/f',
    source: 'folder',
  });
  assert.deepEqual(programSetting({ globalValue: '/u', workspaceValue: '/w' }, true), { value: '/w', source: 'workspace' });
  assert.deepEqual(programSetting({ globalValue: '/u', defaultValue: '' }, true), { value: '/u', source: 'user', ignored: undefined });
});

test('untrusted: a workspace or folder value is ignored, the user value kept', () => {
  assert.deepEqual(programSetting({ globalValue: '/u', workspaceValue: '/evil' }, false), {
    value: '/u',
    source: 'user',
    ignored: '/evil',
  });
  assert.deepEqual(programSetting({ workspaceFolderValue: '/evil', defaultValue: '' }, false), {
    value: undefined,
    source: 'unset',
    ignored: '/evil',
  });
});

test('empty strings count as unset', () => {
  assert.deepEqual(programSetting({ globalValue: ' ', workspaceValue: '', defaultValue: '' }, true), {
    value: undefined,
    source: 'unset',
    ignored: undefined,
  });
  assert.deepEqual(programSetting(undefined, true), { value: undefined, source: 'unset', ignored: undefined });
});
