"""A `static constant` variable in a function (pocl's core-math tables): from OpenCL C 2.0 it has
program-scope storage and is fine; before, the `static` is the error (Q021), the one clang
reports, and its constant address space is not reported again (Q009) on the same declarator.
(The -verify fixtures match by line; this checks the codes exactly.)"""

from __future__ import annotations

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

TEXT = (
    "float lookup(int i) {\n"
    "    static constant float table[2] = {1.0f, -1.0f};\n"
    "    constant float other[2] = {2.0f, 3.0f};\n"
    "    return table[i] + other[i];\n"
    "}\n"
)


def _codes(std: str) -> list[tuple[int, str]]:
    path = "/static/k.cl"
    config, _ = resolve_config(path, cli_args=[f"-cl-std={std}"], cwd="/static")
    found = analyze(parse_bytes(path, TEXT.encode()), project=StaticProject(lambda p: None, config))
    return sorted((TEXT.count("\n", 0, f.start) + 1, f.code) for f in found if f.code in ("Q009", "Q021"))


@pytest.mark.parametrize("std, expected", [
    ("CL1.2", [(2, "Q021"), (3, "Q009")]),
    ("CL2.0", [(3, "Q009")]),
    ("CL3.0", [(3, "Q009")]),
])
def test_static_constant_in_a_function_is_reported_once_as_clang_does(std, expected):
    assert _codes(std) == expected
