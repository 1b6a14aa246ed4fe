"""A function judged on its macro-expanded copy keeps its findings when another function's text
has a syntax error that error recovery reads as the end of everything (a stray `}` in a head):
the copy parsed cleanly on its own, so nothing in it is doubted for what lies before it. Else
its findings depended on another function's slip, and a keystroke there, which re-analyzes only
that function, left them as they were: a cached analysis and one from scratch disagreed (the edit
oracle, seed 10, on tests/analysis/verify/conversions/vector_condition_invalid.cl)."""

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding

# `pick`'s head names a word that a `#define` after it makes a macro (an edit the oracle made),
# so it is judged on its copy; its `?:` is a mistake clang-19 reports too ("vector condition
# type 'int2' ... do not have elements of the same size").
TEXT = b"""uchar2 pick(int2 c, uchar x, uchar y) {
  return c ? x : y;
}
#define uchar2 1.0f

short2 other(short2 c) {
  return c;
}
"""
BROKEN = TEXT.replace(b"short2 other(short2 c)", b"short2 other(short}2 c)")


def project():
    return StaticProject(lambda path: None, ProjectConfig())


def scratch(data: bytes):
    driver.clear_caches()
    return driver.analyze(Document("/trust.cl", data).snapshot(), project=project())


def located(found):
    return [(f.code, TEXT.count(b"\n", 0, f.start) + 1) for f in found]


def test_the_copy_is_judged_with_a_slip_elsewhere():
    assert located(scratch(TEXT)) == [("C022", 2)]
    assert located(scratch(BROKEN)) == [("C022", 2), ("S001", 6)]


def test_a_keystroke_in_the_other_function_gives_what_scratch_gives():
    driver.clear_caches()
    doc = Document("/trust.cl", TEXT)
    view = project()
    driver.analyze(doc.snapshot(), project=view)
    at = TEXT.index(b"short2 c)") + 5
    snap = doc.snapshot()
    doc.apply_edit(snap.position(at, Encoding.UTF8), snap.position(at, Encoding.UTF8), "}", Encoding.UTF8)
    assert doc.data == BROKEN
    assert driver.analyze(doc.snapshot(), project=view) == scratch(BROKEN)
