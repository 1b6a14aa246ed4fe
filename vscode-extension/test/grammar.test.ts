/** Tokenizes OpenCL C with the TextMate grammar (vscode-textmate, as VS Code does) and checks the scopes. */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';

const root = path.join(__dirname, '..', '..');

async function loadGrammar(): Promise<textmate.IGrammar> {
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
      createOnigString: (text: string) => new oniguruma.OnigString(text),
    }),
    loadGrammar: async () =>
      textmate.parseRawGrammar(readFileSync(path.join(root, 'syntaxes', 'opencl.tmLanguage.json'), 'utf8'), 'opencl.tmLanguage.json'),
  });
  const grammar = await registry.loadGrammar('source.opencl');
  assert.ok(grammar);
  return grammar;
}

/** Maps each token text of `source` to its innermost scope. */
async function scopes(source: string): Promise<Array<[string, string]>> {
  const grammar = await loadGrammar();
  let stack = textmate.INITIAL;
  const out: Array<[string, string]> = [];
  for (const line of source.split('\n')) {
    const result = grammar.tokenizeLine(line, stack);
    for (const token of result.tokens) {
      const text = line.slice(token.startIndex, token.endIndex);
      if (text.trim()) {
        out.push([text.trim(), token.scopes[token.scopes.length - 1]]);
      }
    }
    stack = result.ruleStack;
  }
  return out;
}

function scopeOf(tokens: Array<[string, string]>, text: string): string | undefined {
  return tokens.find(([t]) => t === text)?.[1];
}

test('OpenCL qualifiers, built-in types, vectors, swizzles and built-in functions', async () => {
  const tokens = await scopes(
    '__kernel void k(global float4 *d, __local int *l, read_only image2d_t img, constant half8 *h) {\n' +
      '  size_t i = get_global_id(0);\n  d[i].xyzw = d[i].s3210 + helper(d[i].lo);\n}',
  );
  assert.equal(scopeOf(tokens, '__kernel'), 'storage.modifier.kernel.opencl');
  assert.equal(scopeOf(tokens, 'global'), 'storage.modifier.address-space.opencl');
  assert.equal(scopeOf(tokens, '__local'), 'storage.modifier.address-space.opencl');
  assert.equal(scopeOf(tokens, 'constant'), 'storage.modifier.address-space.opencl');
  assert.equal(scopeOf(tokens, 'read_only'), 'storage.modifier.access.opencl');
  assert.equal(scopeOf(tokens, 'float4'), 'support.type.vector.opencl');
  assert.equal(scopeOf(tokens, 'half8'), 'support.type.vector.opencl');
  assert.equal(scopeOf(tokens, 'image2d_t'), 'support.type.builtin.opencl');
  assert.equal(scopeOf(tokens, 'size_t'), 'storage.type.built-in.primitive.opencl');
  assert.equal(scopeOf(tokens, 'get_global_id'), 'support.function.builtin.opencl');
  assert.equal(scopeOf(tokens, 'helper'), 'entity.name.function.opencl');
  assert.equal(scopeOf(tokens, 'xyzw'), 'variable.other.member.swizzle.opencl');
  assert.equal(scopeOf(tokens, 's3210'), 'variable.other.member.swizzle.opencl');
  assert.equal(scopeOf(tokens, 'lo'), 'variable.other.member.swizzle.opencl');
});

test('numbers with OpenCL suffixes, strings, comments, keywords', async () => {
  const tokens = await scopes(
    'half a = 1.5h; float b = 2.0f, c = .5e-3f, e = 0x1p-3f; uint u = 42u; ulong x = 0xFFul;\n' +
      'if (a) return; // done\n/* block */ printf("%v4f\\n", v);',
  );
  for (const n of ['1.5h', '2.0f', '.5e-3f', '0x1p-3f']) {
    assert.match(scopeOf(tokens, n) ?? '', /^constant\.numeric\.float/, n);
  }
  for (const n of ['42u', '0xFFul']) {
    assert.match(scopeOf(tokens, n) ?? '', /^constant\.numeric\.integer/, n);
  }
  assert.equal(scopeOf(tokens, 'if'), 'keyword.control.opencl');
  assert.equal(scopeOf(tokens, 'return'), 'keyword.control.opencl');
  assert.equal(scopeOf(tokens, 'done'), 'comment.line.double-slash.opencl');
  assert.equal(scopeOf(tokens, 'block'), 'comment.block.opencl');
  assert.equal(scopeOf(tokens, '%v4f'), 'constant.other.placeholder.opencl');
  assert.equal(scopeOf(tokens, '\\n'), 'constant.character.escape.opencl');
});

test('preprocessor directives', async () => {
  const tokens = await scopes(
    '#include "helpers.cl"\n#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n#define TILE 16\n#ifdef TILE\n#endif',
  );
  assert.equal(scopeOf(tokens, '"helpers.cl"'), 'string.quoted.double.include.opencl');
  assert.equal(scopeOf(tokens, 'cl_khr_fp64'), 'support.constant.extension.opencl');
  assert.equal(scopeOf(tokens, 'enable'), 'constant.language.pragma.opencl');
  assert.equal(scopeOf(tokens, 'TILE'), 'entity.name.function.preprocessor.opencl');
  assert.equal(scopeOf(tokens, '16'), 'constant.numeric.integer.opencl');
  assert.match(scopeOf(tokens, '#ifdef') ?? scopeOf(tokens, 'ifdef') ?? '', /directive/);
});
