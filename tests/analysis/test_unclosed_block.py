"""A body left open before the next function (the `}` not typed yet, the commonest state of a
file while typing): tree-sitter reads the open function as one file-scope ERROR holding the
functions after it. We said "unexpected kernel specifier at file scope" at the open function's
own head, which is fine; now the missing `}` is reported where clang's first error is (the start
of the first function taken in), naming the `{` it would close. Checked against clang-19's place."""

from __future__ import annotations

import shutil

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes
from tests.analysis.test_syntax_vs_clang import clang_first_error

CLANG = shutil.which("clang-19")

HELPER = "float helper(float x) {\n    return x * 2.0f;\n}\n\n"
NEXT = "__kernel void k2(__global float *out) {\n    out[0] = 1.0f;\n}\n"

OPEN = {
    # (text, the line of the `{` left open that the message names)
    "an if block": (HELPER + "__kernel void k(__global float *out) {\n    int i = get_global_id(0);\n"
                    "    if (i > 4) {\n        out[i] = helper(out[i]);\n\n" + NEXT, 7),
    "the body itself": (HELPER + "__kernel void k(__global float *out) {\n    out[0] = helper(out[1]);\n\n" + NEXT, 5),
    "a loop in a helper": ("float sum(__global const float *in, int n) {\n    float s = 0.0f;\n"
                           "    for (int i = 0; i < n; i++) {\n        s += in[i];\n    return s;\n}\n\n" + NEXT, 1),
}


def syntax(text: str) -> list:
    path = "/slips/open.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/slips")
    found = analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))
    return [f for f in found if f.code in ("S001", "S002", "S003")]


@pytest.mark.parametrize("case", list(OPEN))
def test_the_missing_brace_is_named_before_the_next_function(case):
    text, line = OPEN[case]
    found = syntax(text)
    assert len(found) == 1, [(f.code, f.message) for f in found]
    (error,) = found
    assert error.code == "S002"
    assert error.message == f"expected '}}' before this function: the '{{' on line {line} is not closed"
    assert text[error.start:].startswith("__kernel void k2")
    (edit,) = error.fix.edits
    assert (edit.start, edit.end, edit.new_text) == (error.start, error.start, "}")


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("case", list(OPEN))
def test_where_clang_says_it(case, tmp_path):
    text, _line = OPEN[case]
    theirs, _message = clang_first_error(text, tmp_path)
    assert [f.start for f in syntax(text)] == [theirs]


def test_closed_blocks_are_clean():
    text = HELPER + "__kernel void k(__global float *out) {\n    if (out[0] > 0.0f) {\n        out[0] = helper(out[0]);\n    }\n}\n\n" + NEXT
    assert syntax(text) == []
