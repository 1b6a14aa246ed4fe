"""S010: a call on a line of its own without its `;`, which the parser reads as the type of a
declaration on the next line (`barrier(CLK_LOCAL_MEM_FENCE)` then `p[0] = 1;`): no syntax
error shows, clang reports "expected ';' after expression" after the call. Checked against
clang-19's words and place, and never where a macro could make a type there."""

from __future__ import annotations

import shutil

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes
from tests.analysis.test_syntax_vs_clang import clang_first_error

CLANG = shutil.which("clang-19")
HELPER = "void g(__global int *p) { p[0] = 0; }\n"


def kernel(body: str) -> str:
    return HELPER + "__kernel void k(__global int *p, __global float *q) {\n" + body + "}\n"


SLIPS = {
    "a built-in before an assignment": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n    p[0] = 1;\n"),
    "a built-in before a return": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n    return;\n"),
    "a built-in before a comment and a statement": kernel("    barrier(CLK_LOCAL_MEM_FENCE) // sync\n    p[0] = 1;\n"),
    "the file's function before an assignment": kernel("    g(p)\n    p[1] = 2;\n"),
    "a built-in with arguments before a store": kernel("    mem_fence(CLK_GLOBAL_MEM_FENCE)\n    q[0] = 1.0f;\n"),
    # Read as a function `if` defined in the body, `(n)` its parameters (a condition that does not
    # read as parameters is a syntax error, S002: tests/analysis/test_syntax_vs_clang.py).
    "a built-in before an if": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n\n    if (p) {\n        p[1] = 1;\n    }\n"),
    "a built-in before a while": kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n    while (p) {\n        p[0]--;\n    }\n"),
}

NOT_SLIPS = {
    "a macro-made type": "#define DECL(T) __local T\n" + kernel("    DECL(float)\n    tile[4];\n    tile[0] = 1.0f;\n"),
    "a macro named as a built-in": "#define barrier(x) int\n" + kernel("    barrier(CLK_LOCAL_MEM_FENCE)\n    y = 1;\n    p[0] = y;\n"),
    "an unknown name (a header's macro, maybe)": kernel("    SHARED(float)\n    tile[4];\n"),
    "on one line": kernel("    barrier(CLK_LOCAL_MEM_FENCE) p[0] = 1;\n"),
    "a macro before an if": "#define LOOP(n) for (int i = 0; i < n; i++)\n" + kernel("    LOOP(4)\n    if (p[0] > 0) {\n        p[1] = 1;\n    }\n"),
    "a complete statement": kernel("    barrier(CLK_LOCAL_MEM_FENCE);\n    p[0] = 1;\n"),
}


def ours(text: str) -> list[tuple[int, str, str]]:
    path = "/slips/slip.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/slips")
    found = analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))
    return [(f.start, f.code, f.message) for f in found if f.code == "S010"]


@pytest.mark.parametrize("slip", list(SLIPS))
def test_the_missing_semicolon_is_reported_after_the_call(slip):
    text = SLIPS[slip]
    found = ours(text)
    assert len(found) == 1, found
    at = found[0][0]
    assert text[at - 1] == ")" and found[0][2] == "expected ';' after expression"


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("slip", list(SLIPS))
def test_where_clang_says_it(slip, tmp_path):
    text = SLIPS[slip]
    theirs, message = clang_first_error(text, tmp_path)
    assert [(theirs, "S010", message)] == ours(text)


@pytest.mark.parametrize("case", list(NOT_SLIPS))
def test_silent_where_a_macro_could_make_a_type(case):
    assert ours(NOT_SLIPS[case]) == []
