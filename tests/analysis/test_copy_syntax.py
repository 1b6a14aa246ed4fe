"""A token left out of a function that is judged on its macro-expanded copy only (its head uses
macros, and the file's raw tree says nothing about its body: a `#if` splits a head above): the
copy does not parse, and the error that keeps it from parsing is reported where clang reports
it (S002), with the fix that types the token, instead of S008's notice. Never where the error
is in what a macro produced, or where one token does not mend the copy."""

from __future__ import annotations

import shutil

import pytest

from opencl_lsp.analysis import copy_syntax
from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes
from tests.analysis.test_syntax_vs_clang import clang_first_error

CLANG = shutil.which("clang-19")

# The raw tree of everything after this head reads as one construct (tree-sitter takes the `#if`
# branches as they are written), so the raw syntax layer reports nothing in the function below.
PREAMBLE = """#define LOCAL_PTR __local
#define INLINE_FUNC inline
#define WPT 4
#define SCALED(x) ((x) * 2.0f)
#define SET_ZERO(v) v.x = 0.0f; v.y = 0.0f

#if WPT == 4
__kernel void split(__global float *out,
#else
__kernel void split(__global float *out, int n,
#endif
                    __global const float *in) {
  out[0] = in[0];
}

"""


def function(body: str) -> str:
    return PREAMBLE + "INLINE_FUNC void store_tile(LOCAL_PTR float *tile, __global float *out) {\n" + body + "}\n"


SLIPS = {
    "a call before a directive and a loop": function(
        "  tile[get_local_id(0)] = out[get_global_id(0)];\n  barrier(CLK_LOCAL_MEM_FENCE)\n\n"
        "  // Copy the tile back\n  #pragma unroll\n  for (int w = 0; w < WPT; w += 1) {\n"
        "    out[w] = tile[w];\n  }\n"),
    "an assignment before another": function("  float v = tile[0]\n  out[0] = v;\n"),
    "a return's value": function("  out[0] = tile[0];\n  if (out[1] > 0.0f) {\n    out[1] = tile[1]\n  }\n"),
    "a closing parenthesis": function("  out[0] = (tile[0] + tile[1];\n"),
    # A call's `)`, the call a statement of its own: the copy holds one function, so the callee,
    # defined in the file, is a name it does not know (it was taken for a macro used as a
    # statement: CLBlast's `GlobalToLocalDirectB(bgm, ..., b_conjugate;`).
    "a call's closing parenthesis": function("  split(out, tile[0];\n"),
    # The call then read as a declaration's type, the parser stopping at the declared name
    # ("unexpected identifier 'v'"): CLBlast's `barrier(...)` before `#pragma promote_to_registers`
    # and `realT vpm[TRA_WPT];`.
    "a call before a pragma and a declaration": function(
        "  barrier(CLK_LOCAL_MEM_FENCE)\n\n  // Load the tile\n  #pragma unroll\n  float v[WPT];\n"
        "  v[0] = tile[0];\n  out[0] = v[0];\n"),
    # The `;` goes after the invocation's `)`: what the macro produced ends the statement.
    "a statement macro's use": function("  float2 acc;\n  SET_ZERO(acc)\n  out[0] = acc.x + tile[0];\n"),
    # Read as two statements once the `;` is there (`tile;` is an expression statement), as clang does.
    "a word after an expression": function("  out[0] = tile[0] tile;\n"),
}

NOT_REPORTED = {
    # What does not parse is the macro's expansion: the fix is not in this text (the syntax
    # layer's S003 says where the expansion breaks).
    "the error is in a macro's expansion": "#define BROKEN(x) ((x) +)\n" + function("  out[0] = BROKEN(tile[0]);\n"),
    # Two tokens are missing: no one insertion mends the copy.
    "two errors": function("  out[0] = tile[0]\n  out[1] = (tile[1];\n"),
    # A call line before a declaration, and the declaration's own `;` left out too.
    "a call line and a declaration, both without ';'": function(
        "  barrier(CLK_LOCAL_MEM_FENCE)\n  float v[WPT]\n  out[0] = v[0];\n"),
    # An operand left out: no token to insert.
    "a missing operand": function("  out[0] = tile[0] + ;\n"),
}


def findings(text: str, disabled=()) -> list:
    path = "/slips/copy.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/slips")
    return analyze(parse_bytes(path, text.encode()), disabled, project=StaticProject(lambda p: None, config))


def syntax_errors(text: str) -> list:
    return [f for f in findings(text) if f.code in ("S001", "S002", "S008")]


@pytest.mark.parametrize("slip", list(SLIPS))
def test_reported_as_the_syntax_error_with_its_fix(slip):
    text = SLIPS[slip]
    found = syntax_errors(text)
    assert [f.code for f in found] == ["S002"], [(f.code, f.message) for f in found]
    error = found[0]
    (edit,) = error.fix.edits
    assert error.start == error.end == edit.start == edit.end
    token = edit.new_text
    assert token in (";", ")") and error.message.startswith(f"expected '{token}'")
    # The fixed text is clean of syntax findings.
    mended = text[: edit.start] + token + text[edit.start :]
    assert syntax_errors(mended) == []


@pytest.mark.skipif(CLANG is None, reason="clang-19 is not installed")
@pytest.mark.parametrize("slip", list(SLIPS))
def test_where_clang_says_it(slip, tmp_path):
    text = SLIPS[slip]
    theirs, message = clang_first_error(text, tmp_path)
    assert [(f.start, f.message) for f in syntax_errors(text)] == [(theirs, message)]


def problem_of(text: str):
    """`copy_syntax.problem` for the function `store_tile` once the expanded view judged it."""
    from opencl_lsp.analysis import expanded
    from opencl_lsp.analysis.context import Context

    config, _ = resolve_config("/slips/copy.cl", cli_args=["-cl-std=CL1.2"], cwd="/slips")
    ctx = Context(parse_bytes("/slips/copy.cl", text.encode()), StaticProject(lambda p: None, config))
    (fn,) = [fn for fn in ctx.semantic.functions if fn.name == "store_tile"]
    expanded.back_off(ctx, fn)
    return expanded.failed_copy(ctx, fn), copy_syntax.problem(ctx, fn)


@pytest.mark.parametrize("case", list(NOT_REPORTED))
def test_none_where_one_token_of_the_text_does_not_mend_the_copy(case):
    failed, problem = problem_of(NOT_REPORTED[case])
    assert failed is not None  # The copy was made and did not parse...
    assert problem is None  # ... but not for one token left out of the function's own text.


@pytest.mark.parametrize("slip", list(SLIPS))
def test_the_problem_is_the_copys(slip):
    failed, problem = problem_of(SLIPS[slip])
    assert failed is not None and problem is not None


def test_the_configuration_turns_it_off():
    assert [f for f in findings(SLIPS["an assignment before another"], disabled=["S002"]) if f.code == "S002"] == []


def test_a_copy_that_parses_has_no_problem():
    failed, problem = problem_of(function("  out[0] = tile[0];\n"))
    assert failed is None and problem is None
