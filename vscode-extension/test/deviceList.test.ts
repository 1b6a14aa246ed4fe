/** Unit tests for reading the server's device answers (`src/deviceList.ts`). */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { describeCommandError, normalizeDevices } from '../src/deviceList';

test('device lists in the shapes a server may answer with', () => {
  assert.deepEqual(normalizeDevices(['Intel / CPU', '']), [{ label: 'Intel / CPU', description: '', select: 'Intel / CPU' }]);
  assert.deepEqual(
    normalizeDevices({ devices: [{ platform: 'NVIDIA CUDA', name: 'H100', type: 'GPU', version: 'OpenCL C 3.0' }, { bogus: 1 }] }),
    [{ label: 'H100', description: 'NVIDIA CUDA · GPU · OpenCL C 3.0', select: 'NVIDIA CUDA / H100' }],
  );
  assert.deepEqual(normalizeDevices([{ name: 'pocl', id: 'pocl:0' }]), [{ label: 'pocl', description: '', select: 'pocl:0' }]);
  assert.deepEqual(normalizeDevices(null), []);
  assert.deepEqual(normalizeDevices('nonsense'), []);
});

test('a missing server command gets an update hint, other errors their message', () => {
  assert.match(describeCommandError('opencl.devices', { code: -32601, message: 'x' }, undefined), /does not provide the "opencl\.devices".*pip install -U opencl-lsp/);
  assert.match(describeCommandError('opencl.compile', new Error('Command not found: opencl.compile'), undefined), /does not provide/);
  assert.match(describeCommandError('opencl.compile', { code: -32603, message: 'driver crashed' }, ['opencl.compile']), /"opencl\.compile" failed: driver crashed/);
  assert.match(describeCommandError('opencl.compile', { code: -32603, message: 'x' }, ['opencl.devices']), /does not provide/);
});
