"""A macro-like name alone on a line above a function's head (xmrig-amd's host pastes a file in
place of `XMRIG_INCLUDE_CN_GPU`, then `__attribute__((...))` and `__kernel void cn0(...)` follow):
the head does not parse, and the name explains it, as a qualifier macro on the head's own line
(`KERNEL_FQ void f(...)`) does. A notice (S003), not an error; a slip inside the body is not
explained by it (it stays what the cascade after such code makes it)."""

from __future__ import annotations

from opencl_lsp.analysis import syntax_problems
from opencl_lsp.syntax.document import parse_bytes

HEAD = (
    "HOST_PASTES_HELPERS_HERE\n"
    "\n"
    "__attribute__((reqd_work_group_size(8, 8, 1)))\n"
    "__kernel void fill(__global ulong *input)\n"
    "{\n"
    "    input[0] = 1;\n"
    "}\n"
)


def test_a_name_above_the_head_explains_the_heads_problem():
    [problem] = syntax_problems.collect(parse_bytes("/h/head.cl", HEAD.encode()))
    assert problem.message == "unexpected 'void'"
    assert problem.reason == "the definition of 'HOST_PASTES_HELPERS_HERE' is not visible"


def test_it_does_not_explain_a_problem_inside_the_body():
    text = "int f(global int *p)\n{\n    return p[0] +;\n}\n"
    above = "LOWER_HELPERS\n" + "kernel void k(global int *p) { p[0] = 1; }\n" + text
    problems = syntax_problems.collect(parse_bytes("/h/body.cl", above.encode()))
    inside = [p for p in problems if p.start > above.index("return")]
    assert inside and all(p.reason is None or "LOWER_HELPERS" not in p.reason for p in inside)
