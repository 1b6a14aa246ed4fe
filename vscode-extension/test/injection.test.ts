/**
 * The injection grammars: OpenCL C inside Python strings and C/C++ literals is tokenized with the
 * OpenCL grammar (vscode-textmate, as VS Code does), before the server is up; other strings are not.
 *
 * The host grammars are VS Code's own (MagicPython, C, C++): the test reads them from a VS Code or
 * code-server installation (OPENCL_LSP_VSCODE_EXTENSIONS, or code-server's cache that
 * tools/editors/code-server-setup fills) and is skipped without one.
 */
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';
import manifest from '../package.json';

const root = path.join(__dirname, '..', '..');
const builtins = [
  process.env.OPENCL_LSP_VSCODE_EXTENSIONS ?? '',
  path.join(os.homedir(), '.cache', 'editors', 'code-server', 'cs', 'node_modules', 'code-server', 'lib', 'vscode', 'extensions'),
].find((dir) => dir && existsSync(path.join(dir, 'python', 'syntaxes', 'MagicPython.tmLanguage.json')));
const HOSTS: Record<string, string> = {
  'source.python': 'python/syntaxes/MagicPython.tmLanguage.json',
  'source.c': 'cpp/syntaxes/c.tmLanguage.json',
  'source.cpp': 'cpp/syntaxes/cpp.tmLanguage.json',
};
const grammars = manifest.contributes.grammars as Array<{ scopeName: string; path: string; injectTo?: string[] }>;

let registry: textmate.Registry | undefined;
async function load(scope: string): Promise<textmate.IGrammar> {
  if (!registry) {
    const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    registry = new textmate.Registry({
      onigLib: Promise.resolve({
        createOnigScanner: (sources: string[]) => new oniguruma.OnigScanner(sources),
        createOnigString: (text: string) => new oniguruma.OnigString(text),
      }),
      loadGrammar: async (name) => {
        const own = grammars.find((g) => g.scopeName === name);
        const file = own ? path.join(root, own.path) : HOSTS[name] && builtins ? path.join(builtins, HOSTS[name]) : undefined;
        return file ? textmate.parseRawGrammar(readFileSync(file, 'utf8'), file) : null;
      },
      getInjections: (name) => grammars.filter((g) => g.injectTo?.includes(name)).map((g) => g.scopeName),
    });
  }
  const grammar = await registry.loadGrammar(scope);
  assert.ok(grammar, scope);
  return grammar;
}

/** The scopes of the first token whose text is `word`, for each word (undefined when absent). */
async function scopesOf(scope: string, source: string, words: string[]): Promise<Record<string, string[] | undefined>> {
  const grammar = await load(scope);
  let stack = textmate.INITIAL;
  const found: Record<string, string[] | undefined> = {};
  for (const line of source.split('\n')) {
    const result = grammar.tokenizeLine(line, stack);
    for (const token of result.tokens) {
      const text = line.slice(token.startIndex, token.endIndex).trim();
      if (words.includes(text) && !(text in found)) {
        found[text] = token.scopes;
      }
    }
    stack = result.ruleStack;
  }
  return found;
}

function isOpenCL(scopes: string[] | undefined): boolean {
  return !!scopes && scopes.includes('meta.embedded.block.opencl') && scopes.some((s) => s.endsWith('.opencl'));
}

const skip = builtins ? false : 'no VS Code host grammars here (set OPENCL_LSP_VSCODE_EXTENSIONS)';

test('the manifest injects into python, c and cpp and maps the embedded scope to opencl', () => {
  const injected = grammars.filter((g) => g.injectTo).flatMap((g) => g.injectTo);
  assert.deepEqual(injected.sort(), ['source.c', 'source.cpp', 'source.python']);
  for (const g of grammars.filter((g) => g.injectTo)) {
    assert.ok(existsSync(path.join(root, g.path)), g.path);
    assert.equal((g as { embeddedLanguages?: Record<string, string> }).embeddedLanguages?.['meta.embedded.block.opencl'], 'opencl');
  }
});

test('pyopencl Program strings, kernel-builder snippets and marked strings are OpenCL', { skip }, async () => {
  const source = [
    'import pyopencl as cl',
    'prg = cl.Program(ctx, """',
    '__kernel void scale(__global float4 *a) { a[get_global_id(0)] *= 2.0f; }',
    '""").build()',
    'knl = ElementwiseKernel(ctx, "float *x", "x[i] = native_sin(x[i])", "sine")',
    '# language=opencl',
    "HELPERS = '''",
    'inline float twice(local float *p) { return 2.0f * p[0]; }',
    "'''",
    'doc = """__kernel is only a word here"""',
  ].join('\n');
  const found = await scopesOf('source.python', source, ['__kernel', 'get_global_id', 'float4', 'native_sin', 'local', 'is']);
  for (const word of ['__kernel', 'get_global_id', 'float4', 'native_sin', 'local']) {
    assert.ok(isOpenCL(found[word]), `${word}: ${found[word]}`);
  }
  assert.ok(!isOpenCL(found['is']), 'a plain string stays Python');
});

test('raw strings with an OpenCL delimiter and marked literals are OpenCL in C and C++', { skip }, async () => {
  const cpp = 'static const char *src = R"CLC(\n__kernel void f(__global float *a) { a[get_global_id(0)] = 1.0f; }\n)CLC";\nint x = 1;';
  const inCpp = await scopesOf('source.cpp', cpp, ['__kernel', 'get_global_id', 'int']);
  assert.ok(isOpenCL(inCpp['__kernel']) && isOpenCL(inCpp['get_global_id']));
  assert.ok(!isOpenCL(inCpp['int']), 'after the raw string, C++ again');
  const c = 'static const char *k = /* language=opencl */\n    "__kernel void f(__global float *a)\\n"\n    "{ a[get_global_id(0)] = 1.0f; }";\nint y;';
  const inC = await scopesOf('source.c', c, ['__kernel', 'get_global_id', 'int']);
  assert.ok(isOpenCL(inC['__kernel']) && isOpenCL(inC['get_global_id']));
  assert.ok(!isOpenCL(inC['int']));
  const plain = await scopesOf('source.c', 'const char *s = "__kernel void f() {}";', ['__kernel']);
  assert.ok(!isOpenCL(plain['__kernel']), 'an unmarked literal stays C');
});
