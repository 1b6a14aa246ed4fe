"""An edit outside bodies re-analyzes the items that depend on what it changed, and the result is
what an analysis from scratch gives (`server/analysis/dependencies.py`, issue 18)."""

import subprocess
import sys
from pathlib import Path

import pytest

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document
from opencl_lsp.syntax.positions import Encoding, Position

from .test_incremental import calls  # noqa: F401 - the fixture: the functions K001 runs on

ROOT = Path(__file__).resolve().parents[2]


def _project():
    return StaticProject(lambda path: None, ProjectConfig())


def _edit(doc: Document, old: str, new: str, project) -> list:
    """Replace the first `old` by `new`; the findings of the new text, with the caches of the text before."""
    data = doc.snapshot().data
    at = data.index(old.encode())
    line = data.count(b"\n", 0, at)
    col = at - (data.rfind(b"\n", 0, at) + 1)
    doc.apply_edit(Position(line, col), Position(line, col + len(old.encode())), new, Encoding.UTF8)
    found = driver.analyze(doc.snapshot(), project=project)
    return found


def _opened(source: str, path: str = "/deps.cl"):
    """(project, document) of `source`, analyzed once (the caches hold its findings)."""
    project = _project()
    doc = Document(path, source.encode())
    driver.analyze(doc.snapshot(), project=project)
    return project, doc


def _fresh(doc: Document) -> list:
    driver.clear_caches()
    return driver.analyze(Document(doc.path, doc.snapshot().data).snapshot(), project=_project())


SOURCE = """\
#define SCALE(x) ((x) * 2.0f)
#define COUNT 4
typedef struct { float4 position; int flags; } particle_t;
float twice(float v) { return SCALE(v); }
float thrice(float v) { return SCALE(v) + v; }
kernel void step(global particle_t *ps) { ps[0].flags = COUNT; }
kernel void fill(global float *out) { out[get_global_id(0)] = 1.0f; }
"""


def test_a_macro_edit_reanalyzes_the_functions_that_use_it(calls):
    project, doc = _opened(SOURCE)
    calls.clear()
    found = _edit(doc, "2.0f", "3.0f", project)
    assert sorted(calls) == ["thrice", "twice"]
    assert found == _fresh(doc)


def test_a_struct_edit_reanalyzes_the_functions_that_name_it(calls):
    project, doc = _opened(SOURCE)
    calls.clear()
    found = _edit(doc, "int flags;", "int flags; float mass;", project)
    assert calls == ["step"]
    assert found == _fresh(doc)


def test_a_new_definition_nobody_names_reanalyzes_nothing(calls):
    project, doc = _opened(SOURCE)
    calls.clear()
    found = _edit(doc, "#define COUNT 4\n", "#define COUNT 4\n#define UNUSED 7\nfloat later(float x);\n", project)
    assert calls == []
    assert found == _fresh(doc)


def test_a_new_macro_named_like_a_local_word_reanalyzes_the_function_that_says_it(calls):
    project, doc = _opened(SOURCE)
    calls.clear()
    found = _edit(doc, "#define COUNT 4\n", "#define COUNT 4\n#define out (ps)\n", project)
    assert calls == ["fill"]  # `out` is only fill's parameter.
    assert found == _fresh(doc)


def test_a_macro_used_through_another_macro_counts(calls):
    source = SOURCE.replace("#define COUNT 4\n", "#define BASE 4\n#define COUNT (BASE + 1)\n")
    project, doc = _opened(source)
    calls.clear()
    found = _edit(doc, "#define BASE 4", "#define BASE 5", project)
    assert calls == ["step"]
    assert found == _fresh(doc)


LOCAL_MACRO = """\
#define SHARED(t, n) __local t n
void helper(global int *o) {
    SHARED(int, u)[4];
    o[0] = u[0];
}
"""


def test_a_related_note_follows_the_definition_it_points_at(calls):
    project = _project()
    doc = Document("/related.cl", LOCAL_MACRO.encode())
    (before,) = [f for f in driver.analyze(doc.snapshot(), project=project) if f.code == "Q009"]
    assert [r.start for r in before.related] == [0]
    calls.clear()
    found = _edit(doc, "#define SHARED", "// Shared memory.\n#define SHARED", project)
    assert calls == []  # Nothing helper depends on changed: its findings are moved.
    (after,) = [f for f in found if f.code == "Q009"]
    assert [r.start for r in after.related] == [len("// Shared memory.\n")]
    assert found == _fresh(doc)


FRAGMENT = """\
kernel void integrate(global float *x) { x[0] = advance_position(x[0]); }
kernel void other(global float *y) { y[0] = 1.0f; }
"""


def test_a_type_nothing_declares_in_another_body_reaches_the_undeclared_name_verdict(calls):
    # A file that names a type nothing declares is a fragment (its declarations are elsewhere):
    # B001 says nothing in it. That is a fact of the whole file, bodies included.
    project = _project()
    doc = Document("/fragment.cl", FRAGMENT.encode())
    assert "B001" in [f.code for f in driver.analyze(doc.snapshot(), project=project)]
    found = _edit(doc, "y[0] = 1.0f;", "mystery_t t; y[0] = 1.0f;", project)
    assert "B001" not in [f.code for f in found]
    assert found == _fresh(doc)
    found = _edit(doc, "mystery_t t; ", "", project)
    assert "B001" in [f.code for f in found]


BROKEN_FIRST = """\
typedef struct { global float *data; int count; } span_t;
kernel void a(span_t s) {}
"""


def test_a_broken_item_before_a_declaration_reaches_the_functions_that_name_it(calls):
    project = _project()
    doc = Document("/broken.cl", BROKEN_FIRST.encode())
    assert "K004" in [f.code for f in driver.analyze(doc.snapshot(), project=project)]
    found = _edit(doc, "typedef struct", "char2 kernel(float x);\ntypedef struct", project)
    assert found == _fresh(doc)  # The typedef is no longer trusted: K004 says nothing.
    assert "K004" not in [f.code for f in found]


def _typed(calls, source: str, old: str, broken: str, mended: str) -> tuple[list, list]:
    """The functions analyzed again when `old` becomes `broken` (a keystroke), then when `broken`
    becomes `mended` (the next one, with the caches the first left), each result checked against
    a fresh analysis."""
    project, doc = _opened(source)
    calls.clear()
    found = _edit(doc, old, broken, project)
    first = list(calls)
    assert found == _fresh(doc)
    project, doc = _opened(source)  # (`_fresh` emptied the caches.)
    _edit(doc, old, broken, project)
    calls.clear()
    found = _edit(doc, broken, mended, project)
    second = list(calls)
    assert found == _fresh(doc)
    return first, second


def test_a_struct_broken_for_a_keystroke_reanalyzes_what_names_it_not_every_function(calls):
    # A broken declaration declares what the file scope holds from it (`particle_t`), not each of
    # its words (`float4`, which every function says); the heads of the sound functions after it
    # stay trusted, so their callers keep their findings.
    source = SOURCE + "float4 shift(float4 p) { return p + twice(p.x); }\n"
    typed = _typed(calls, source, "int flags;", "int flags; float mass", "int flags; float mass;")
    assert typed == (["step"], ["step"])


def test_a_name_typed_at_file_scope_in_an_if_block_reanalyzes_what_names_it(calls):
    # A new line typed in an `#if` block of typedefs (CLBlast's `#if VWN == 1 / typedef real
    # realN; / #elif ...`): `a` alone there is a type name lacking its `;`, code that is no
    # declaration. Every function was keyed by its text: each keystroke re-analyzed them all.
    # (The first keystroke breaks the file, which some functions' rules consult: those run again.)
    # (After the functions: code that does not parse makes what comes after it untrusted.)
    source = SOURCE + "#define VW 1\n#if VW == 1\n    typedef float realN;\n#else\n    typedef float2 realN;\n#endif\n"
    typed = _typed(calls, source, "    typedef float realN;\n", "    typedef float realN;\n    a\n",
                   "    typedef float realN;\n    ac\n")
    assert typed[1] == []
    named = "float ac(float v) { return v; }\nfloat use(float v) { return ac(v); }\n" + source
    typed = _typed(calls, named, "    typedef float realN;\n", "    typedef float realN;\n    a\n",
                   "    typedef float realN;\n    ac\n")
    assert typed[1] == []  # (A type name lacking its `;` declares nothing: `ac` stays the function's.)


def test_a_define_typed_halfway_before_a_line_reanalyzes_nothing_that_does_not_name_it(calls):
    # `#define SHIFT(x` typed at the start of a line: the compiler drops the line (and the
    # `#define COUNT 4` after it on that line). The functions after it parsed as written, and
    # their macros expand as before: only `step`, which says COUNT, is analyzed again; once the
    # line is mended, every function finds its findings from before.
    typed = _typed(calls, SOURCE, "#define COUNT 4", "#define SHIFT(x #define COUNT 4",
                   "#define SHIFT(x) (x)\n#define COUNT 4")
    assert typed == (["step"], [])


def test_a_define_typed_halfway_stops_the_expanded_view_only_where_its_name_is_met():
    # The compiler drops a malformed `#define`; the expanded view does too (`MacroTable.unsure`),
    # but a function whose expansion meets the name it was to define is not judged on it (this
    # preprocessor might misread a line the compiler takes): S008 there, nowhere else.
    source = ("#define SCALE(x) ((x) * 2.0f)\n#define SHIFT(x\n"
              "float a(float v) { return SCALE(v); }\n"
              "float b(float v) { return SHIFT(v); }\n"
              "#define USES_SHIFT(v) SHIFT(v)\n"
              "float c(float v) { return USES_SHIFT(v); }\n")
    found = driver.analyze(Document("/half.cl", source.encode()).snapshot(), project=_project())
    notes = sorted(source[: f.start].count("\n") for f in found if f.code == "S008")
    assert notes == [3, 5]
    assert "P005" in [f.code for f in found]


def test_a_malformed_directive_line_leaves_what_follows_trusted():
    from opencl_lsp.analysis.context import Context
    from opencl_lsp.syntax.document import parse_bytes

    source = b"#define SHIFT(x #define COUNT 4\ntypedef struct { int n; } s_t;\n"
    assert Context(parse_bytes("/m.cl", source), _project()).semantic.broken_from is None
    broken = b"int f(int x\ntypedef struct { int n; } s_t;\n"  # Not a directive: what follows is unsure.
    assert Context(parse_bytes("/m.cl", broken), _project()).semantic.broken_from == 0


def test_a_fix_follows_the_files_spelling_of_qualifiers_after_an_edit_elsewhere():
    # Found by tools/edit_oracle.py (kernel_pointer_20_invalid.cl, seed 3): Q001's fix spells the
    # address space as the file does (`global` or `__global`), a fact of the whole file; a line
    # typed above that tipped it left the cached fix as it was.
    source = "kernel void k(global int *ok, int *p) {}\n"
    project, doc = _opened(source)
    found = _edit(doc, "kernel void k", "#define __constant const\n#define L __local\n#define K __kernel\nkernel void k", project)
    (q001,) = [f for f in found if f.code == "Q001"]
    assert q001.fix.title == "Add '__global'"
    assert found == _fresh(doc)


def test_names_a_deleted_paste_macro_made_are_undeclared_again():
    # Found by tools/edit_oracle.py (valid_token_pasting.cl, seed 3): the names `##` made in the
    # file itself were kept with the headers' from the last full preprocessor run, so after the
    # `##` macro was deleted a light run still took `acc_lo` for a pasted name (no B001).
    source = ("#de(fine MAKE_ACC(n) float acc_##n = 0.0f\n#define ACC(n) acc_##n\n"
              "kernel void sums(global const float *in, global float *out) {\n"
              "  MAKE_ACC(lo);\n  ACC(lo) += in[0];\n  out[0] = acc_lo;\n}\n")
    project, doc = _opened(source)
    found = _edit(doc, "#define ACC(n) acc_##n\n", "", project)
    assert [f.start for f in found if f.code == "B001"][-1] == doc.snapshot().data.index(b"acc_lo;")
    assert found == _fresh(doc)


def test_random_outside_edits_of_the_fixtures_agree_with_a_fresh_analysis():
    # tools/edit_oracle.py: edits outside bodies (items deleted, repeated, moved, changed; macros,
    # typedefs, prototypes and pragmas inserted), each compared with an analysis from scratch.
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "edit_oracle.py"), "--edits", "3", "--json", "--every", "2",
         str(ROOT / "examples"), str(ROOT / "tests" / "analysis" / "verify")],
        capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    assert '"mismatches": 0' in out.stdout


def test_a_condition_continued_on_the_next_line_is_the_directives_text():
    from opencl_lsp.analysis.preprocessed import _Skeleton

    data = b"int a;\n#if A && \\\n   B\nint x;\n#endif\n"
    lines = _Skeleton(data)
    assert lines.holds(data.index(b"B")) and lines.holds(data.index(b"A")) and lines.holds(data.index(b"\nint x"))
    assert not lines.holds(data.index(b"int x")) and not lines.holds(0)


def _on_directive_line(data: bytes, start: int) -> bool:
    # The reference: up the lines a backslash joins, from `start` (quadratic over a file of them).
    line_start = data.rfind(b"\n", 0, start) + 1
    while line_start > 0:
        above = data.rfind(b"\n", 0, line_start - 1) + 1
        if not data[above:line_start - 1].rstrip(b" \t\r").endswith(b"\\"):
            break
        line_start = above
    return data[line_start:start + 1].lstrip(b" \t").startswith(b"#")


def test_directive_lines_are_found_in_one_scan_for_every_item(monkeypatch):
    # The device fuzzer's hangs (31 in 420 s): a kernel with a backslash at the end of every line,
    # where a walk up the joined lines from each item took 10 s. The snapshot's one scan of its
    # directive lines (`preprocessed.directive_lines`), the same answers.
    from opencl_lsp.analysis import preprocessed

    scans = []
    real = preprocessed._Skeleton.__init__
    monkeypatch.setattr(preprocessed._Skeleton, "__init__", lambda self, data: scans.append(1) or real(self, data))
    path = ROOT / "tests" / "fuzz" / "regressions" / "every_line_continued.cl"
    data = path.read_bytes()
    driver.clear_caches()
    driver.analyze(Document("/continued.cl", data).snapshot(), project=_project())
    assert len(scans) == 1
    sample = data[:6000] + b"\n#if A && \\\n  B\nint x;\n#endif\nint y;\n"
    lines = preprocessed._Skeleton(sample)
    assert all(lines.holds(at) == _on_directive_line(sample, at) for at in range(len(sample)))


def test_a_name_declared_thousands_of_times_is_not_looked_up_once_per_item(monkeypatch):
    # The device fuzzer's hang (3 s here, 5 s there): `struct S` without its `{` and a line of
    # 3,000 `int a;`, each a broken item declaring `a` and naming it. Each item's key went through
    # every declaration of `a` though the first one's closure already held more than MAX_PIECES.
    from opencl_lsp.analysis import dependencies

    looked = []

    class Counted(list):
        def __iter__(self):
            for k in super().__iter__():
                looked.append(k)
                yield k

    real = dependencies.Environment.__init__

    def counting(self, ctx, items):
        real(self, ctx, items)
        self.by_name = {name: Counted(ks) for name, ks in self.by_name.items()}

    monkeypatch.setattr(dependencies.Environment, "__init__", counting)
    items = 3000
    text = "struct S\n  " + "int a;  " * items + "\nkernel void k(global int *p) { p[0] = 1; }\n"
    driver.clear_caches()
    driver.analyze(Document("/many.cl", text.encode()).snapshot(), project=_project())
    assert len(looked) < 10 * items  # (3,000 items: 12,004 looked at; 9,006,004 before.)


def test_a_definition_the_file_scope_does_not_hold_declares_nothing_in_the_keys():
    # The LSP fuzzer (seed 71): text typed above tests/fixtures/rules/S010.cl made the file one
    # ERROR item whose clean definitions still read as items (`semantic.top_level_items`), while the
    # file scope holds none of them. `twice` calls `reset(p)` without its `;`: S010 needs `reset`
    # declared, so a fresh analysis says nothing there, but the cut still had `reset`'s head declare
    # it, `twice` kept its key, and its S010 from before the file broke stayed.
    fixture = (ROOT / "tests" / "fixtures" / "rules" / "S010.cl").read_bytes()
    broken = (b'2local[[.s0123dot??=define X 1structstaticMAXFLO#line 7 "unterminated#include __FILE__#include '
              b'"../../../../../../etc/passwd"#define F(...) __VA_ARGS__kernel void f(global int *x) {\n'
              b'wait_group_eventshalf_exp#include "a.h"x#ifndef __OPENCL_C_VERSION__#include "include/c2.h"'
              b'write_onlysize_t{' + fixture)
    project = _project()
    driver.clear_caches()
    before = driver.analyze(Document("/s010.cl", fixture).snapshot(), project=project)
    assert any(f.code == "S010" and fixture[f.start - 8:f.start] == b"reset(p)" for f in before)
    edited = driver.analyze(Document("/s010.cl", broken).snapshot(), project=project)
    assert edited == _fresh(Document("/s010.cl", broken))
