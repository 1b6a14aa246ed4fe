"""A keystroke on a line of plain code is carried into the last run's expanded text (`expansion_edit`).

A file whose raw tree does not parse because of its macros (a kernel head made by `KERNEL_FQ`)
has its syntax problems judged on the expanded text. A keystroke on a line that the expansion
copies as written must give what a preprocessor run over the new text gives, without one; any
other keystroke runs the preprocessor.
"""

import pytest

from opencl_lsp.analysis import driver, expansion_edit, preprocessed
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Position

from .keystrokes import count_carried, count_runs

PATH = "/work/carried.cl"
TEXT = """\
#define KERNEL_FQ __kernel
#define GLOBAL_AS __global
#define ADD(a, b) ((a) + (b))
#define SCALE
#ifdef USE_HALF
int unused;
#endif
KERNEL_FQ void k(GLOBAL_AS float *p, const int n) {
    float x = p[0];
    x = ADD(x, 1.0f);
    p[1] = x * 2.0f;
    p[2] = x - n;
    p[3] = ADD(x,
               n);
    p[4] = x + SCALE
        (n);
}
KERNEL_FQ void j(GLOBAL_AS float *q) {
    /* three lines
       of
       comment */
    q[0] = 1.0f;
}
"""
LINE = 10  # `    p[1] = x * 2.0f;`


@pytest.fixture
def runs(monkeypatch):
    """The preprocessor runs from the first analysis on, and the keystrokes carried."""
    driver.clear_caches()
    return {"runs": count_runs(monkeypatch), "carried": count_carried(monkeypatch)}


def _fresh(data: bytes, project):
    driver.clear_caches()
    return driver.analyze(Document(PATH, data).snapshot(), project=project)


def _type(doc, project, line, col, end_col, text):
    doc.apply_edit(Position(line, col), Position(line, end_col), text)
    return driver.analyze(doc.snapshot(), project=project)


def _opened(runs):
    project = StaticProject(lambda p: None, ProjectConfig())
    doc = Document(PATH, TEXT.encode())
    driver.analyze(doc.snapshot(), project=project)
    assert len(runs["runs"]) == 1
    return doc, project


def test_keystrokes_on_plain_lines_need_no_preprocessor_run_and_give_a_runs_findings(runs):
    doc, project = _opened(runs)
    keystrokes = [
        (LINE, 19, 20, ""),  # `;` deleted: a syntax error on the line.
        (LINE, 19, 19, ";"),  # and typed again.
        (LINE, 10, 10, "y + "),  # an undeclared name typed.
        (LINE, 10, 14, ""),
        (LINE + 1, 4, 4, "("),  # a bracket left open: the error runs on.
        (LINE + 1, 4, 5, ""),
        (8, 4, 4, "  "),  # another line, after edits above it were carried.
        (5, 0, 0, "static "),  # a line of a skipped branch: not in the expansion, which stays.
        (5, 0, 7, ""),
    ]
    for line, col, end_col, text in keystrokes:
        got = _type(doc, project, line, col, end_col, text)
        assert runs["carried"][-1] is not None, (line, col, text)
        assert got == _fresh(doc.snapshot().data, project), (line, col, text)
        runs["runs"].clear()
        driver.analyze(doc.snapshot(), project=project)  # (The fresh analysis emptied the caches.)
    assert any(f.code == "S002" for f in _fresh(TEXT.replace("x * 2.0f;", "x * 2.0f").encode(), project))


INVOKING = 9  # `    x = ADD(x, 1.0f);`: its tail, after the invocation, is `;`


def test_keystrokes_after_a_lines_last_invocation_are_carried(runs):
    """The tail of a line that invokes a macro (hashcat's `SHA256_STEP (...);` lines) is written
    again after the expansion, which stays."""
    doc, project = _opened(runs)
    keystrokes = [
        (INVOKING, 20, 21, ""),  # `;` deleted: a syntax error after the expansion.
        (INVOKING, 20, 20, ";"),  # and typed again.
        (INVOKING, 20, 20, " * 2.0f"),
        (INVOKING, 20, 27, ""),
        (INVOKING, 20, 20, "+y"),  # an undeclared name, glued to the expansion's `)`.
        (INVOKING, 20, 22, ""),
        (INVOKING, 21, 21, "  p[0] = x;"),  # a second statement after it.
        (INVOKING, 21, 32, ""),
    ]
    for line, col, end_col, text in keystrokes:
        got = _type(doc, project, line, col, end_col, text)
        assert runs["carried"][-1] is not None, (line, col, text)
        assert got == _fresh(doc.snapshot().data, project), (line, col, text)
        runs["runs"].clear()
        driver.analyze(doc.snapshot(), project=project)
    assert any(f.code == "B001" for f in _fresh(TEXT.replace("1.0f);", "1.0f)+y;").encode(), project))


def test_a_new_line_typed_and_deleted_is_carried(runs):
    """Enter after a line's last token, blanks and tokens typed on the new line, all deleted
    again, the line break too (hashcat's kernels: each of these ran the preprocessor, 100-300 ms
    a keystroke on inc_hash_blake2s.cl; 17-29 ms now)."""
    doc, project = _opened(runs)
    end = len("    p[1] = x * 2.0f;")
    keystrokes = [
        ((LINE, end), (LINE, end), "\n"),  # Enter: a blank line after LINE.
        ((LINE + 1, 0), (LINE + 1, 0), "    "),  # its indentation
        ((LINE + 1, 4), (LINE + 1, 4), "y"),  # the first token on a blank line
        ((LINE + 1, 5), (LINE + 1, 5), " = x;"),
        ((LINE + 1, 4), (LINE + 1, 10), ""),  # the tokens deleted: blank again
        ((LINE + 1, 0), (LINE + 1, 4), ""),
        ((LINE, end), (LINE + 1, 0), ""),  # the line break deleted
        ((LINE, end), (LINE, end), "\n    "),  # Enter with the indentation in one edit
        ((LINE, end), (LINE + 1, 4), ""),
        ((INVOKING, 21), (INVOKING, 21), "\n"),  # after a line that invokes a macro
        ((INVOKING, 21), (INVOKING + 1, 0), ""),
        ((LINE, end), (LINE, end), "  "),  # blanks at a line's end, then Enter after them
        ((LINE, end + 2), (LINE, end + 2), "\n"),
        ((LINE, end), (LINE + 1, 0), ""),
    ]
    for (line, col), (end_line, end_col), text in keystrokes:
        doc.apply_edit(Position(line, col), Position(end_line, end_col), text)
        got = driver.analyze(doc.snapshot(), project=project)
        assert runs["carried"][-1] is not None, (line, col, text)
        assert got == _fresh(doc.snapshot().data, project), (line, col, text)
        runs["runs"].clear()
        driver.analyze(doc.snapshot(), project=project)
    assert doc.snapshot().data == TEXT.encode()


@pytest.mark.parametrize(
    "start, end, text, why",
    [
        ((12, 17), (12, 17), "\n", "a line break inside an invocation written over two lines"),
        ((12, 17), (12, 17), "\n  y", "a line break with a token after it"),
        ((LINE, 4), (LINE, 4), "\n", "a line break before the line's tokens"),
    ],
)
def test_other_line_breaks_run_the_preprocessor(runs, start, end, text, why):
    doc, project = _opened(runs)
    doc.apply_edit(Position(*start), Position(*end), text)
    got = driver.analyze(doc.snapshot(), project=project)
    assert runs["carried"][-1] is None, why
    assert got == _fresh(doc.snapshot().data, project), why


def test_a_line_break_in_a_file_that_names_the_line_runs_the_preprocessor(runs):
    project = StaticProject(lambda p: None, ProjectConfig())
    text = TEXT.replace("p[2] = x - n;", "p[2] = x - __LINE__;")
    doc = Document(PATH, text.encode())
    driver.analyze(doc.snapshot(), project=project)
    doc.apply_edit(Position(LINE, 20), Position(LINE, 20), "\n")
    got = driver.analyze(doc.snapshot(), project=project)
    assert runs["carried"][-1] is None
    assert got == _fresh(doc.snapshot().data, project)


def test_keystrokes_on_lines_that_invoke_macros_expand_the_line_again(runs):
    """A keystroke inside an invocation (hashcat's `MD5_STEP (MD5_Fo, a, b, c, d, w0[0], MD5C00,
    MD5S00);` lines), or one that makes or unmakes one, expands the edited line alone with the
    run's macros instead of running the preprocessor over the file."""
    doc, project = _opened(runs)
    keystrokes = [
        (INVOKING, 18, 18, "f", "inside the invocation's arguments: `1.0ff`"),
        (INVOKING, 18, 19, "", "and deleted"),
        (INVOKING, 12, 12, "y + ", "an undeclared name in an argument"),
        (INVOKING, 12, 16, "", ""),
        (INVOKING, 14, 15, "", "the blank before an argument deleted"),
        (INVOKING, 14, 14, " ", ""),
        (INVOKING, 15, 19, "", "an argument left empty: the expansion does not parse"),
        (INVOKING, 15, 15, "1.0f", ""),
        (INVOKING, 8, 11, "SUB", "the macro's name changed to no macro's: a call"),
        (INVOKING, 8, 11, "ADD", ""),
        (INVOKING, 20, 20, "(1)", "a '(' after the expansion, which does not continue it"),
        (INVOKING, 20, 23, "", ""),
        (INVOKING, 20, 20, " + ADD(1, 2)", "a second invocation"),
        (INVOKING, 20, 32, "", ""),
        (LINE, 11, 11, "SCALE ", "a macro's name typed on a plain line"),
        (LINE, 11, 17, "", ""),
        (7, 49, 49, "n", "in a head made by macros: the parameter renamed"),
        (7, 49, 50, "", ""),
    ]
    runs["runs"].clear()
    for line, col, end_col, text, why in keystrokes:
        got = _type(doc, project, line, col, end_col, text)
        assert runs["carried"][-1] is not None, why
        assert runs["runs"] == [], why
        assert got == _fresh(doc.snapshot().data, project), why
        runs["runs"].clear()
        driver.analyze(doc.snapshot(), project=project)
    assert doc.snapshot().data == TEXT.encode()
    assert any(f.code == "B001" for f in _fresh(TEXT.replace("ADD(x, 1.0f)", "ADD(y + x, 1.0f)").encode(), project))


INCLUDED = TEXT.replace("}\nKERNEL_FQ void j", '}\n#include "more.h"\nKERNEL_FQ void j')


@pytest.mark.parametrize(
    "source, line, col, end_col, text, why",
    [
        (TEXT, INVOKING, 12, 12, "1, ", "an invocation given an argument too many: the run reports it"),
        (TEXT, INVOKING, 13, 14, "", "an argument's ',' deleted: one too few"),
        (TEXT, INVOKING, 19, 20, "", "an invocation left open: it takes the lines below"),
        (TEXT, 14, 15, 20, "ADD", "a function-like macro's name ending the line, its '(' on the next"),
        (TEXT, INVOKING, 12, 12, "__LINE__ + ", "a name whose value is the line's"),
        (INCLUDED, INVOKING, 12, 12, "y", "an #include after the line, which may define any macro"),
    ],
)
def test_lines_that_a_run_may_expand_otherwise_run_the_preprocessor(runs, source, line, col, end_col, text, why):
    project = StaticProject(lambda p: b"#define MORE 1\n" if p.endswith("more.h") else None, ProjectConfig())
    doc = Document(PATH, source.encode())
    driver.analyze(doc.snapshot(), project=project)
    got = _type(doc, project, line, col, end_col, text)
    assert runs["carried"] and runs["carried"][-1] is None, why
    assert got == _fresh(doc.snapshot().data, project), why


def test_a_keystroke_in_an_invocation_the_run_reported_runs_the_preprocessor(runs):
    # An argument too many: the run reports the invocation and copies it as written, `ONE`
    # expanded in it. Deleting the argument makes an invocation the run expands, report gone
    # (the keystrokes after `ONE` were carried as the plain tail of the line, the report kept).
    project = StaticProject(lambda p: None, ProjectConfig())
    text = ("#define KERNEL_FQ __kernel\n#define ADD(a, b) ((a) + (b))\n#define ONE 1.0f\n"
            "KERNEL_FQ void k(__global float *p) {\n    p[0] = ADD(p[1], ONE, 3);\n}\n")
    doc = Document(PATH, text.encode())
    found = driver.analyze(doc.snapshot(), project=project)
    assert [f.code for f in found if f.code == "P005"] == ["P005"]
    for col in (26, 25, 24):  # `3`, the blank, the `,`
        got = _type(doc, project, 4, col, col + 1, "")
        assert runs["carried"][-1] is None
        assert got == _fresh(doc.snapshot().data, project), col
        driver.analyze(doc.snapshot(), project=project)
    assert not [f for f in got if f.code == "P005"]


STEPS = """\
#define KERNEL_FQ __kernel
#define STEP(a, x) a += K * (x);
KERNEL_FQ void k(__global uint *p) {
    uint a = p[0];
    #define K 1u
    STEP (a, p[1]);
    #undef K
    #define K 2u
    STEP (a, p[2]);
    #undef K
    a += J;
    #define J 3u
    p[0] = a;
}
"""


@pytest.mark.parametrize(
    "line, col, end_col, text, carried",
    [
        (5, 13, 13, "y + ", True),  # K as its #define above the line leaves it, not as the run ends
        (5, 13, 17, "p[3] + p[4]", True),
        (8, 13, 13, "y + ", True),
        (10, 9, 9, "y + ", False),  # J: no macro there, one at the end of the run
    ],
)
def test_a_line_sees_the_macros_defined_above_it(runs, line, col, end_col, text, carried):
    # hashcat's inc_hash_sha1.cl: `#define K SHA1C00` ... `#undef K` around each group of steps.
    project = StaticProject(lambda p: None, ProjectConfig())
    doc = Document(PATH, STEPS.encode())
    driver.analyze(doc.snapshot(), project=project)
    got = _type(doc, project, line, col, end_col, text)
    assert (runs["carried"][-1] is not None) == carried
    assert got == _fresh(doc.snapshot().data, project)
    assert any(f.code == "B001" and "'y'" in f.message for f in got) == ("y" in text)


def test_a_macro_from_a_header_is_expanded_again_with_the_runs_definitions(runs):
    # hashcat's kernels: the step macros come from headers found on the include path.
    header = (b"#define KERNEL_FQ __kernel\n#define GLOBAL_AS __global\n"
              b"#define STEP(f, a, b) { a += f (b); a = rotl (a, 3); }\n#define F0(x) ((x) ^ 1)\n")
    text = (b'#include "steps.h"\nuint rotl(uint a, int n);\nKERNEL_FQ void k(GLOBAL_AS uint *p) {\n'
            b"    uint a = p[0], b = p[1];\n    STEP (F0, a, b);\n    p[0] = a;\n}\n")
    project = StaticProject(lambda path: header if path.endswith("steps.h") else None,
                            ProjectConfig(include_dirs=["/work"]))
    doc = Document(PATH, text)
    driver.analyze(doc.snapshot(), project=project)
    runs["runs"].clear()
    assert expansion_edit._kept.get(preprocessed._norm(PATH)) is not None  # (The heads need the expansion.)
    for col, end_col, typed in ((17, 17, "c"), (17, 18, ""), (10, 12, "F1"), (10, 12, "F0"), (14, 14, "a + ")):
        got = _type(doc, project, 4, col, end_col, typed)
        assert runs["carried"][-1] is not None and runs["runs"] == [], typed
        assert got == _fresh(doc.snapshot().data, project), typed
        runs["runs"].clear()
        driver.analyze(doc.snapshot(), project=project)


@pytest.mark.parametrize(
    "line, col, end_col, text, why",
    [
        (INVOKING, 21, 21, " /* c */", "a comment typed in the tail"),
        (13, 15, 15, " ", "a line of a multi-line invocation"),
        (15, 8, 8, "(", "a line that starts with '(' after a macro's name"),
        (19, 9, 9, "x", "a line inside a comment"),
        (5, 0, 0, "/* ", "a comment opened in a skipped branch"),
        (LINE, 10, 10, "\"s\" ", "a literal typed"),
    ],
)
def test_other_keystrokes_run_the_preprocessor(runs, line, col, end_col, text, why):
    doc, project = _opened(runs)
    got = _type(doc, project, line, col, end_col, text)
    assert runs["carried"][-1] is None, why
    assert got == _fresh(doc.snapshot().data, project), why


def test_a_run_starts_again_after_many_keystrokes(runs):
    doc, project = _opened(runs)
    for k in range(expansion_edit.MAX_CARRIED):
        _type(doc, project, LINE, 4, 4, "x") if k % 2 == 0 else _type(doc, project, LINE, 4, 5, "")
    assert len(runs["runs"]) == 1
    got = _type(doc, project, LINE, 4, 4, " ")
    assert runs["carried"][-1] is None and len(runs["runs"]) == 2
    assert got == _fresh(doc.snapshot().data, project)


def test_the_edited_map_places_as_a_fresh_map(runs):
    # Every range of the expanded text after three keystrokes, placed through the carried map
    # and through the map of a run over the same text.
    doc, project = _opened(runs)
    keystrokes = ((LINE, 19, 20, ""), (LINE + 1, 10, 10, "q"), (8, 4, 4, " "), (INVOKING, 20, 20, " - 1"),
                  (INVOKING, 20, 21, ""), (INVOKING, 12, 12, "q + "), (INVOKING, 4, 4, "ADD(x, 2) + "))
    for line, col, end_col, text in keystrokes:
        _type(doc, project, line, col, end_col, text)
    main = preprocessed._norm(PATH)
    carried = expansion_edit._kept.get(main)
    assert carried is not None and carried.carried == len(keystrokes)
    driver.clear_caches()
    driver.analyze(doc.snapshot(), project=project)
    fresh = expansion_edit._kept.get(main)
    assert fresh.carried == 0 and fresh.document.data == carried.document.data
    size = len(fresh.document.data)
    for start in range(0, size, 3):
        for end in (start, start + 1, start + 7):
            a, b = carried.map.place(start, end), fresh.map.place(start, end)
            assert (a and a[:2]) == (b and b[:2]), (start, end)
            assert (a is None or a[2] is None) == (b is None or b[2] is None), (start, end)
            if a is not None and a[2] is not None:
                assert (a[2].start, a[2].end, a[2].macro) == (b[2].start, b[2].end, b[2].macro), (start, end)
    for start in range(0, len(doc.snapshot().data) + 1):
        assert carried.map.invoked_between(start, start + 2) == fresh.map.invoked_between(start, start + 2), start


def test_the_edit_between_two_texts_is_the_one_region_where_they_differ():
    import random

    rng = random.Random(7)
    for _ in range(3000):
        old = bytes(rng.choice(b"ab;\n") for _ in range(rng.randrange(0, 14)))
        new = bytes(rng.choice(b"ab;\n") for _ in range(rng.randrange(0, 14)))
        edit = expansion_edit.LineEdit.between(old, new)
        start = 0
        while start < min(len(old), len(new)) and old[start] == new[start]:
            start += 1
        tail = 0
        while tail < min(len(old), len(new)) - start and old[-1 - tail] == new[-1 - tail]:
            tail += 1
        if b"\n" in old[start:len(old) - tail] or b"\n" in new[start:len(new) - tail]:
            assert edit is None
            continue
        assert (edit.start, edit.old_end, edit.new_end) == (start, len(old) - tail, len(new) - tail)
        assert old[:edit.line_start].count(b"\n") == edit.line and b"\n" not in edit.old_line + edit.new_line
        assert new == old[:edit.start] + new[edit.start:edit.new_end] + old[edit.old_end:]
