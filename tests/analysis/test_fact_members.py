"""A file-wide set of words that B001 asks about word by word (`Semantic.consult_member`).

B001 stays silent on a name the file's broken regions, its macros' arguments, its headers or a
`##` may declare. Those are sets of words of the whole file, and a function's findings were kept
with the whole set: a keystroke that left a body broken for a moment (its words joined the broken
regions') re-analyzed every function with an undeclared name (CLBlast's syrk unit: 95 items,
110 ms a keystroke while a statement was typed; 30 ms now). Now each function keeps the answers
for the words it asked about, and is analyzed again only when one of those answers changes.
"""

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding

from .keystrokes import count_misses

PATH = "/members/m.cl"
FUNCTIONS = "".join(f"float f{k}(float x) {{\n    return missing_{k}(x) * {k}.0f;\n}}\n\n" for k in range(6))
KERNEL = "__kernel void k(__global float *p) {\n    float y = p[0];\n    p[1] = y;\n}\n"
TEXT = (FUNCTIONS + KERNEL).encode()
AT = TEXT.index(b"    p[1] = y;")


def _project():
    return StaticProject(lambda path: None, ProjectConfig())


def _typed(line: str) -> tuple[list, list, Document]:
    """(findings before, findings after `line` is typed into the kernel, the document)."""
    view = _project()
    driver.clear_caches()
    doc = Document(PATH, TEXT)
    before = driver.analyze(doc.snapshot(), project=view)
    snap = doc.snapshot()
    doc.apply_edit(snap.position(AT, Encoding.UTF8), snap.position(AT, Encoding.UTF8), line, Encoding.UTF8)
    return before, driver.analyze(doc.snapshot(), project=view), doc


def _fresh(doc: Document) -> list:
    driver.clear_caches()
    return driver.analyze(Document(PATH, doc.data).snapshot(), project=_project())


def test_words_a_keystroke_adds_to_the_broken_regions_leave_the_other_functions(monkeypatch):
    misses = count_misses(monkeypatch)
    before, after, doc = _typed("    y y z;\n")  # A body broken for a moment: `y` and `z` are broken words.
    assert [f.code for f in before] == ["B001"] * 6
    assert misses == [7, 1]
    assert [f.code for f in after] == ["B001"] * 6 + ["S001"]
    assert after == _fresh(doc)


def test_a_word_a_function_asked_about_re_analyzes_it(monkeypatch):
    """The broken region now holds `missing_2`, which f2 calls: it may be declared there, so f2's
    B001 goes, as in an analysis from scratch."""
    misses = count_misses(monkeypatch)
    _before, after, doc = _typed("    (missing_2 missing_2);\n")
    assert misses == [7, 2]
    assert "missing_2" not in " ".join(f.message for f in after if f.code == "B001")
    assert sum(f.code == "B001" for f in after) == 5
    assert after == _fresh(doc)
