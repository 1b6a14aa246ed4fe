"""A header we cannot read may enable an extension: after an `#include` that was not found, the rules
that need `cl_khr_fp16` (or another extension) enabled stay silent, as they do after a header that
enables it (Paddle-Lite's kernels: `#include <cl_common.h>`, which holds
`#pragma OPENCL EXTENSION cl_khr_fp16 : enable`, then `half` values: X003 and X004 were false
errors). Before the `#include`, or after a pragma that disables the extension below it, the rules
still speak; a keystroke in a body (which reuses the preprocessor's run) changes none of it."""

from __future__ import annotations

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding, Position

BEFORE = "float early(global half *p) {\n    half h = p[0];\n    return vload_half(0, p);\n}\n"
INCLUDE = "#include <cl_common.h>\n"
AFTER = ("kernel void cast(global const float *src, global half *dst) {\n"
         "    half c0 = 0;\n"
         "    dst[0] = convert_half(src[0]) + c0;\n"
         "}\n")
DISABLE = "#pragma OPENCL EXTENSION cl_khr_fp16 : disable\n"


def _codes(text: str):
    driver.clear_caches()
    project = StaticProject(lambda path: None, ProjectConfig())
    found = driver.analyze(Document("/t/unread.cl", text.encode()).snapshot(), project=project)
    return sorted((f.code, text.count("\n", 0, f.start) + 1) for f in found if f.code in ("X003", "X004"))


def test_after_an_unread_include_half_values_are_not_judged():
    assert _codes(INCLUDE + AFTER) == []


def test_before_it_and_after_a_disabling_pragma_they_are():
    assert _codes(BEFORE + INCLUDE + AFTER) == [("X003", 2), ("X004", 2)]
    with_disable = INCLUDE + DISABLE + AFTER
    assert [code for code, _line in _codes(with_disable)] == ["X003", "X004"]
    # Without any #include, the same kernel is judged.
    assert [code for code, _line in _codes(AFTER)] == ["X003", "X004"]


def test_a_keystroke_in_a_body_keeps_the_verdict():
    text = BEFORE + INCLUDE + AFTER
    project = StaticProject(lambda path: None, ProjectConfig())
    driver.clear_caches()
    doc = Document("/t/unread.cl", text.encode())
    first = driver.analyze(doc.snapshot(), project=project)
    line = text.split("\n").index("    half c0 = 0;")
    doc.apply_edit(Position(line, 15), Position(line, 15), "0", Encoding.UTF8)  # `half c0 = 00;`
    kept = driver.analyze(doc.snapshot(), project=project)
    driver.clear_caches()
    fresh = driver.analyze(Document("/t/unread.cl", doc.snapshot().data).snapshot(), project=project)
    assert [(f.code, f.start) for f in kept] == [(f.code, f.start) for f in fresh]
    assert [f.code for f in kept if f.code.startswith("X")] == [f.code for f in first if f.code.startswith("X")]
