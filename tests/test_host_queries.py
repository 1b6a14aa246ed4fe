"""The Neovim injection queries for host files (queries/python, queries/c, queries/cpp) capture the
kernel strings and nothing else, checked with the PyPI host grammars (the server's own).

Each query runs in a child interpreter: py-tree-sitter 0.26 has corrupted memory when freeing
some queries that hold #set! (see queries/injections.scm), and a crash must fail the test, not
the test run. Neovim's own `#lua-match?` becomes `#match?` here. The same queries are run in
Neovim 0.10 by tests/editors/test_neovim_host.py (C).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = r"""
import json, sys, importlib, tree_sitter as ts
language, query_file, source = sys.argv[1], sys.argv[2], sys.argv[3].encode()
lang = ts.Language(importlib.import_module("tree_sitter_" + language).language())
text = open(query_file).read().replace("#lua-match?", "#match?").replace("%s", "\\\\s")
tree = ts.Parser(lang).parse(source)
found = []
for _index, captures in ts.QueryCursor(ts.Query(lang, text)).matches(tree.root_node):
    found += [source[n.start_byte:n.end_byte].decode() for n in captures.get("injection.content", [])]
print(json.dumps(found))
"""

CASES = {
    "python": (
        'import pyopencl as cl\n'
        'prg = cl.Program(ctx, """\n__kernel void f() {}\n""").build()\n'
        'k = ElementwiseKernel(ctx, "float *x", "x[i] = 1")\n'
        '# language=opencl\nSRC = """__kernel void g() {}"""\n'
        'plain = "__kernel is a word here"\n'
        'p2 = cl.Program(ctx, "__kernel void a()\\n"\n  "{ }")\n',
        ["\n__kernel void f() {}\n", "float *x", "x[i] = 1", "__kernel void g() {}", "__kernel void a()\\n", "{ }"],
    ),
    "c": (
        'static const char *k = /* language=opencl */\n  "__kernel void f()\\n"\n  "{ }";\n'
        'void r(cl_context c) { clCreateProgramWithSource(c, 1, (const char *[]){"__kernel void g() {}"}, NULL, NULL); }\n'
        'const char *p = "__kernel plain";\n',
        ["__kernel void f()", "{ }", "__kernel void g() {}"],
    ),
    "cpp": (
        'static const char *s = R"CLC(\n__kernel void f() {}\n)CLC";\nconst char *t = R"(__kernel not)";\n'
        'static const char *k = /* language=opencl */ "__kernel void h() {}";\n',
        ["\n__kernel void f() {}\n", "__kernel void h() {}"],
    ),
}


@pytest.mark.parametrize("language", sorted(CASES))
def test_injection_query_captures_the_kernel_strings_only(language):
    pytest.importorskip("tree_sitter_" + language)
    source, expected = CASES[language]
    query = ROOT / "queries" / language / "injections.scm"
    done = subprocess.run([sys.executable, "-c", SCRIPT, language, str(query), source],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == expected


def test_the_host_queries_extend_rather_than_replace():
    for language in CASES:
        assert (ROOT / "queries" / language / "injections.scm").read_text().startswith("; extends\n")
