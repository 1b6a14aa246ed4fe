"""Syntax messages for the common slips, against clang-19's own words and places (issue 19.9).

Each slip is checked by the real clang (`clang-19 -x cl -fsyntax-only`, skipped when it is not
installed) and by our analysis: our first syntax error must say what clang's first error says, at
the same place: the same column, or, for a missing token, the end of the token before the one
clang points at (only blanks between).
"""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

CLANG = shutil.which("clang-19")


def kernel(body: str) -> str:
    return "kernel void k(global int *p, int n) {\n" + body + "}\n"


SLIPS = {
    "declaration": kernel("    int x = 1\n    int y = 2;\n    p[0] = x + y;\n"),
    "return": "int f(int a) {\n    return a\n}\n",
    "expression": kernel("    p[0] = 1\n    p[1] = 2;\n"),
    "call before '}'": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n"),
    "do/while": kernel("    do { n--; } while (n > 0)\n"),
    "struct": "struct S { int a; }\nint f(void) {\n    return 1;\n}\n",
    "struct member": "struct S { int a\n int b; };\nint f(void) {\n    return 1;\n}\n",
    "typedef": "typedef int T\nkernel void k(global int *p) {\n    p[0] = 1;\n}\n",
    "break": kernel("    while (1) {\n        break\n    }\n"),
    "declaration before '}'": kernel("    int x = 1\n"),
    "call without ')'": kernel("    p[0] = max(n, 1;\n"),
    # The last argument a name: it was taken for a macro used as a statement (S003's notice), as a
    # bare name before a missing ';' may be (rodinia's histogram1024: `addData1024(..., tag;`).
    "call without ')' after a name": kernel("    p[0] = max(1, n;\n"),
    "statement call without ')' after a name": "void add(global int *p, int v) {\n    p[0] += v;\n}\n"
                                                + kernel("    int tag = n;\n    add(p + 1, tag;\n"),
    "call without ')' on the next line": kernel("    p[0] = max(n,\n              1;\n"),
    "if without '('": kernel("    if n > 0) {\n        p[0] = 1;\n    }\n"),
    "subscript without ']'": kernel("    p[n = 0;\n"),
    "body without '}'": "kernel void k(global int *p) {\n    p[0] = 1;\n",
    "empty initializer": kernel("    int x = ;\n    p[0] = x;\n"),
    "empty argument": kernel("    p[0] = max(n,, 1);\n"),
    "conditional without ':'": kernel("    p[0] = n > 0 ? 1 2;\n"),
    "for without its second ';'": kernel("    for (int i = 0; i < n i++) {\n        p[i] = 0;\n    }\n"),
    "two operands in a declaration": kernel("    int x = 1 2;\n    p[0] = x;\n"),
    "two operands in a statement": kernel("    p[0] = n 2;\n"),
    "two arguments without ','": kernel("    p[0] = max(n 1);\n"),
    "',' for the first ';' of a for": kernel("    for (int i = 0, j < n; i++) {\n        p[i] = 0;\n    }\n"),
    "a ')' nothing opened": kernel("    p[0] = n);\n"),
    "declaration before a line comment": kernel("    int x = 1 // one\n    p[0] = x;\n"),
    "declaration before a block comment": kernel("    int x = 1 /* one */\n    p[0] = x;\n"),
    "statement before a line comment": kernel("    p[0] = 1 // one\n    p[1] = 2;\n"),
    # A comment line between the statement and the next one: the parser's error starts at the next
    # statement, and the leaf before it is the comment (it said "unexpected identifier 'p'").
    "declaration before a comment line": kernel("    int x = n * 2 + 1\n\n    // Store it\n    p[0] = x;\n"),
    "statement before a comment line": kernel("    p[0] = n * 2\n    /* then */\n    p[1] = 2;\n"),
    "declaration before a comment block and a function": "void f(int a) {\n    int b = a\n\n/* The next one.\n * Two lines. */\n"
                                                         "inline float g(float x) {\n    return x;\n}\n",
    "call before an if": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n    if (p[0] > n) {\n        p[1] = 1;\n    }\n"),
    "call before a while": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n\n    while (n > 0) {\n        n--;\n    }\n"),
    "call before a for": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n    for (int i = 0; i < n; i++) {\n        p[i] = 0;\n    }\n"),
    "two parameters without ','": "void f(global int *p int n) {\n}\n",
    "two parameters without ',' after a ','": "void f(global int *p, int n float c) {\n}\n",
}


def clang_first_error(text: str, tmp_path) -> tuple[int, str]:
    path = tmp_path / "slip.cl"
    path.write_text(text)
    done = subprocess.run([CLANG, "-x", "cl", "-cl-std=CL1.2", "-fsyntax-only", "-fno-color-diagnostics", str(path)],
                          capture_output=True, text=True, timeout=60)
    match = re.search(r":(\d+):(\d+): error: (.*)", done.stderr)
    assert match, done.stderr
    line_start = 0
    for _ in range(int(match[1]) - 1):
        line_start = text.index("\n", line_start) + 1
    return line_start + int(match[2]) - 1, match[3]


def our_first_error(text: str) -> tuple[int, str]:
    path = "/slips/slip.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/slips")
    found = analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))
    syntax = sorted((f for f in found if f.code in ("S001", "S002")), key=lambda f: f.start)
    assert syntax, [(f.code, f.message) for f in found]
    return syntax[0].start, syntax[0].message  # ASCII: bytes are characters


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("slip", list(SLIPS))
def test_we_say_what_clang_says_where_clang_says_it(slip, tmp_path):
    text = SLIPS[slip]
    ours, message = our_first_error(text)
    theirs, clang_message = clang_first_error(text, tmp_path)
    assert message == clang_message
    assert ours <= theirs and not text[ours:theirs].strip(" \t"), (ours, theirs)
