"""Diagnostics with a project view: the preprocessor's findings and refined syntax.

The fixtures under tests/fixtures/preprocessor/ hold inline annotations, as
those of tests/fixtures/rules/ do, and run with a project whose include path
is tests/fixtures/preprocessor/include/. Rules whose fixture would need an
absurd file (a 200-deep include chain, a 64 MiB header) are tested in memory.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from opencl_lsp.analysis import preprocessed
from opencl_lsp.analysis.context import Context
from opencl_lsp.analysis.driver import analyze, clear_caches
from opencl_lsp.analysis.preprocessed import HeaderMacros, StaticProject, inactive_regions
from opencl_lsp.analysis.registry import all_codes
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax.document import Document, Snapshot, parse_bytes
from opencl_lsp.syntax.positions import Position

from ..annotations import parse
from .keystrokes import count_carried, count_runs

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "preprocessor"
INCLUDE = FIXTURES / "include"


def _disk_read(path: str):
    """Files of the fixture directory only, as the server's read callback would restrict."""
    p = Path(path)
    try:
        if p.resolve().is_relative_to(FIXTURES) and p.is_file():
            return p.read_bytes()
    except OSError:
        pass
    return None


def _table(snapshot, findings):
    out = set()
    for f in findings:
        line = snapshot.lines.line_of(f.start)
        start_col = f.start - snapshot.lines.starts[line]
        out.add((line, start_col, start_col + (f.end - f.start), f"{f.code} {f.message}"))
    return out


@pytest.mark.parametrize("fixture", sorted(FIXTURES.glob("*.cl")), ids=lambda p: p.stem)
def test_fixture(fixture: Path):
    text, expected, _ = parse(fixture.read_text(encoding="utf-8"))
    want = {(e.line, e.start_col, e.end_col, e.what) for e in expected}
    assert want, f"{fixture.name} has no annotations"
    snapshot = parse_bytes(str(fixture), text.encode())
    project = StaticProject(_disk_read, ProjectConfig(include_dirs=(INCLUDE,)))
    assert _table(snapshot, analyze(snapshot, project=project)) == want
    # The second analysis runs in main-file mode from the cached header macros
    # and must report the same.
    again = parse_bytes(str(fixture), text.encode())
    assert _table(again, analyze(again, project=project)) == want


def test_every_preprocessor_rule_is_exercised():
    covered = {p.stem for p in FIXTURES.glob("P*.cl")} | {"P006", "P008"}  # Those two: tests below.
    assert {r.code for r in all_codes() if r.code.startswith("P")} <= covered


# In-memory projects.

MAIN = "/p/main.cl"


class Files:
    """An in-memory project that counts reads."""

    def __init__(self, files: dict[str, str | bytes], **config):
        self.files = {k: v.encode() if isinstance(v, str) else v for k, v in files.items()}
        self.reads: list[str] = []
        self.project = StaticProject(self.read, ProjectConfig(**config))

    def read(self, path: str):
        self.reads.append(path)
        return self.files.get(path)

    def analyze(self, text: str | None = None, path: str = MAIN, **kw):
        data = self.files[path] if text is None else text.encode()
        snap = parse_bytes(path, data)
        return snap, analyze(snap, project=self.project, **kw)


def _codes(findings):
    return sorted(f.code for f in findings)


HASHCAT = """\
DECLSPEC u32 rotl32_S (const u32 a, const int n)
{
  return rotate (a, (u32) n);
}

KERNEL_FQ void m00000_mxx (KERN_ATTR_RULES ())
{
  const u64 gid = get_global_id (0);
  if (gid >= gid_max) return;
  UNROLL_STEP(0)
  UNROLL_STEP(1)
}
"""
HASHCAT_DEFINES = (
    ("KERNEL_FQ", "__kernel"),
    ("DECLSPEC", "inline"),
    ("KERN_ATTR_RULES()", "global const u32 *words, global u32 *out, const u64 gid_max"),
    ("UNROLL_STEP(i)", "out[i] = words[i];"),
)


def test_hashcat_style_kernel_is_clean_with_defines_from_the_configuration():
    files = Files({MAIN: HASHCAT}, defines=HASHCAT_DEFINES)
    snap = parse_bytes(MAIN, HASHCAT.encode())
    assert {f.code for f in analyze(snap)} == {"S003"}  # The raw tree alone cannot know.
    assert files.analyze()[1] == []


def test_hashcat_style_kernel_is_clean_with_the_header_included():
    header = "".join(f"#define {name} {body}\n" for name, body in HASHCAT_DEFINES)
    files = Files({MAIN: '#include "inc_vendor.h"\n' + HASHCAT, "/p/inc/inc_vendor.h": header}, include_dirs=("/p/inc",))
    assert files.analyze()[1] == []
    # Main-file mode: the header is not read again, its macros come from the cache.
    files.reads.clear()
    assert files.analyze('#include "inc_vendor.h"\n' + HASHCAT + "\n")[1] == []
    assert "/p/inc/inc_vendor.h" not in files.reads


def test_unknown_macro_stays_information():
    files = Files({MAIN: "#include <missing.h>\nKERNEL_FQ void k(global int *o) { }\n"})
    _, findings = files.analyze()
    assert _codes(findings) == ["P001", "S003"]
    s003 = next(f for f in findings if f.code == "S003")
    assert "'KERNEL_FQ' is not visible" in s003.message


def test_error_in_a_macro_body_is_reported_on_the_invocation():
    # Expanded text is parsed only when the raw tree has problems (KERNEL_FQ here).
    text = "#include \"m.h\"\nKERNEL_FQ void k(global int *o) {\n  o[0] = BROKEN;\n}\n"
    files = Files({MAIN: text, "/p/m.h": "#define BROKEN 1 2\n#define KERNEL_FQ kernel\n"})
    snap, findings = files.analyze()
    [f] = findings
    # Code that comes from a macro body is information: the build judges it.
    assert f.code == "S003"
    at = text.index("BROKEN")
    assert (f.start, f.end) == (at, at + len("BROKEN"))
    assert "the expansion of macro 'BROKEN' does not parse here" in f.message
    assert "expected ';' after expression, in expansion of macro 'BROKEN'" in f.message  # clang's words for `1 2`
    [note] = f.related
    assert note.path == "/p/m.h" and (note.start, note.end) == (0, len("#define BROKEN 1 2"))


def test_error_in_a_macro_argument_is_reported_where_it_is_written():
    text = "#define ADD(a, b) ((a) + (b))\n#if 1\n#endif\nint x = ADD(1, 2 *);\n"
    files = Files({MAIN: text})
    _, findings = files.analyze()
    [f] = findings
    assert f.code == "S002"
    assert f.start == f.end == text.index("*") + 1
    assert f.message == "expected expression, in expansion of macro 'ADD'"
    assert [(r.path, r.start) for r in f.related] == [(None, 0)]  # Defined in this file.


def test_missing_include_is_reported_on_its_directive_in_both_modes():
    text = '#include "here.h"\n#include "gone.h"\nint x;\n'
    files = Files({MAIN: text, "/p/here.h": ""})
    for _ in range(2):
        snap, findings = files.analyze()
        [f] = findings
        assert f.code == "P001" and snap.data[f.start : f.end] == b'#include "gone.h"'


def test_include_cycle_is_reported_once():
    files = Files({MAIN: '#include "a.h"\n#include "a.h"\n', "/p/a.h": '#include "b.h"\n', "/p/b.h": '#include "a.h"\n'})
    _, findings = files.analyze()
    assert _codes(findings) == ["P002"]
    assert findings[0].start == 0
    assert findings[0].message == "included file b.h: a.h is part of an include cycle; not entered again"


def test_error_directive_inside_a_header_is_summarized_on_the_include():
    files = Files({MAIN: 'int a;\n#include "e.h"\n', "/p/e.h": "#if !defined(FOO)\n#error FOO is required\n#endif\n"})
    snap, findings = files.analyze()
    [f] = findings
    assert (f.code, f.message) == ("P003", "included file e.h: #error FOO is required")
    assert snap.data[f.start : f.end] == b'#include "e.h"'
    assert f.related[0].path == "/p/e.h"
    assert Files(dict(files.files), defines=(("FOO", None),)).analyze()[1] == []


def test_include_depth_limit():
    files = {MAIN: '#include "h0.h"\n'}
    for k in range(205):
        files[f"/p/h{k}.h"] = f'#include "h{k + 1}.h"\n'
    files["/p/h205.h"] = ""
    _, findings = Files(files).analyze()
    assert _codes(findings) == ["P006"]
    assert findings[0].message.startswith("included file h198.h: include depth limit (200) reached")


def test_too_large_header_in_both_modes():
    files = Files({MAIN: '#include "big.h"\n', "/p/big.h": b" " * (64 * 2**20 + 1)})
    for _ in range(2):
        _, findings = files.analyze()
        assert _codes(findings) == ["P008"]
        assert findings[0].message == f"big.h is too large to preprocess ({64 * 2**20 + 1} bytes)"


def test_inactive_regions_hide_their_code():
    text = "#ifdef NOPE\nthis ( is not code\n#else\nint ok;\n#endif\n"
    files = Files({MAIN: text})
    snap = parse_bytes(MAIN, text.encode())
    ctx = Context(snap, files.project)
    start = text.index("this")
    assert inactive_regions(ctx) == [(start, text.index("#else"))]
    assert _codes(analyze(snap, project=files.project)) == ["P010"]
    [f] = analyze(snap, project=files.project)
    assert f.unnecessary
    assert inactive_regions(Context(snap)) == []


def test_without_a_project_nothing_changes():
    text = "#if 0\nkernel void k( {\n#endif\n#include \"x.h\"\n"
    snap = parse_bytes(MAIN, text.encode())
    assert _codes(analyze(snap)) == ["S003"]
    assert Context(snap).syntax_problems == Context(snap).raw_syntax_problems


def test_fast_path_does_not_preprocess(monkeypatch):
    calls = []
    monkeypatch.setattr(preprocessed, "preprocess_main", lambda *a, **k: calls.append(a))
    files = Files({MAIN: "#define N 4\n// #include in a comment does not count\nkernel void k(global int *o) { o[0] = N; }\n"})
    assert files.analyze()[1] == []
    assert calls == [] and files.reads == []


def test_a_malformed_define_alone_costs_no_run_over_the_text(monkeypatch):
    """`#define G(x` typed above the code of a file without conditionals or includes: the
    preprocessor reads the directive lines only (a run over the whole text cost 0.1 s on 10,000
    lines, at a keystroke); the rest is judged as the clean file is, which no run expands."""
    body = "kernel void k(global int *p) { p[0] = F(1); p[1] = H; }\n"
    clean = "#define F(a,b) ((a)+(b))\n#define H 2\n" + body
    broken = "#define F(a,b) ((a)+(b))\n#define G(x\n#define H 2\n" + body
    clean_snap, clean_found = Files({MAIN: clean}).analyze()
    texts = []
    real = preprocessed.preprocess

    def counting(path, read, **kw):
        texts.append(read(path))
        return real(path, read, **kw)

    monkeypatch.setattr(preprocessed, "preprocess", counting)
    snap, found = Files({MAIN: broken}).analyze()
    p005 = [f for f in found if f.code == "P005"]
    assert [(snap.lines.line_of(f.start), f.message) for f in p005] == [
        (1, "malformed #define"), (3, "macro 'F' takes 2 arguments but 1 were given")]  # (The second as in the clean file.)
    assert not [f for f in found if f.code.startswith("S00") and f.code != "S008"]  # Not a syntax error too.
    # One run, over the directive lines alone (the code blanked, where it stood).
    assert len(texts) == 1 and b"kernel" not in texts[0] and len(texts[0]) == len(broken.encode())
    assert texts[0].count(b"\n") == broken.count("\n") and b"#define H 2" in texts[0]
    # The rest as in the clean file: the same codes on the kernel's line.
    kernel_line = {(f.code, f.message) for f in found if snap.lines.line_of(f.start) == 3}
    assert kernel_line == {(f.code, f.message) for f in clean_found if clean_snap.lines.line_of(f.start) == 2}


@pytest.mark.parametrize("text", [
    "#foo\nkernel void k(global int *o) { }\n",
    # The LSP fuzzer's case: the fast path skipped the preprocessor, so a fresh server missed
    # the P005 an edited one (whose last run had expanded the file) still showed.
    "#includp) {\n  LOCAL_VK u32 s_bitmap[256];\n  p[0] = 0;\n}\n",
])
def test_unknown_directive_is_reported_where_nothing_else_needs_the_preprocessor(text):
    _, findings = Files({MAIN: text}).analyze()
    assert [f.message for f in findings if f.code == "P005"] == [f"unknown directive #{text[1:].split()[0].rstrip(')')}"]


def test_preprocessor_failure_falls_back_to_raw_findings(monkeypatch):
    def boom(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(preprocessed, "preprocess", boom)
    text = "#include \"x.h\"\nKERNEL_FQ void k() {}\n"
    files = Files({MAIN: text})
    snap, findings = files.analyze()
    assert findings == analyze(snap)


@pytest.mark.parametrize(
    "header",
    [
        b"\x00\x01\x02binary\xff\xfe",
        b"#define A A\n#define f(x) f(x) + A\n#define B C\n#define C B\n",
        b'#include "h.h"\n#include __FILE__\n',
        b"\xff\xfe#\x00i\x00f\x00",
    ],
    ids=["binary", "self-referential", "self-include", "utf16"],
)
def test_bad_headers_never_raise(header):
    text = '#include "h.h"\nint v = A + f(1) + B;\nKERNEL_FQ void k() {}\n'
    files = Files({MAIN: text, "/p/h.h": header})
    for _ in range(2):
        files.analyze()


def test_read_callback_that_raises():
    def read(path):
        raise PermissionError(path)

    snap = parse_bytes(MAIN, b'#include "x.h"\nint a;\n')
    findings = analyze(snap, project=StaticProject(read))
    assert _codes(findings) == ["P001"]


def test_include_lines_changing_triggers_a_full_run():
    files = Files({MAIN: '#include "a.h"\nint x = A;\n', "/p/a.h": "#define A 1\n", "/p/b.h": "#error no B\n"})
    files.analyze()
    files.reads.clear()
    _, findings = files.analyze('#include "a.h"\n#include "b.h"\nint x = A + B;\n')
    assert "/p/b.h" in files.reads
    assert [f.message for f in findings] == ["included file b.h: #error no B"]


def test_header_macros_defines_format():
    files = {
        MAIN: '#define OWN 1\n#include "h.h"\n',
        "/p/h.h": "#define OBJ 1 + 2\n#define FN(a, b) a ## b\n#define VA(a, ...) f(a, __VA_ARGS__)\n"
        "#define NAMED(args...) g(args)\n#define EMPTY\n",
    }
    project = Files(files).project
    snap = parse_bytes(MAIN, files[MAIN].encode())
    preprocessed.preprocess_main(snap, project.config_for(MAIN), project.read, project.header_macros, True)
    assert sorted(project.header_macros.defines_for(MAIN)) == [
        ("EMPTY", ""),
        ("FN(a,b)", "a ## b"),
        ("NAMED(args...)", "g(args)"),
        ("OBJ", "1 + 2"),
        ("VA(a,...)", "f(a, __VA_ARGS__)"),
    ]
    project.header_macros.invalidate(["/p/h.h"])
    assert MAIN not in project.header_macros
    assert HeaderMacros().defines_for(MAIN) == []


def test_results_are_cached_per_generation():
    doc = Document(MAIN, b'#include "a.h"\nint x;\n')
    files = Files({"/p/a.h": "#define A 1\n"})
    config = files.project.config_for(MAIN)
    cache = files.project.header_macros
    first = preprocessed.preprocess_main(doc.snapshot(), config, files.read, cache, True)
    assert preprocessed.preprocess_main(doc.snapshot(), config, files.read, cache, True) is first
    doc.apply_edit(Position(1, 0), Position(1, 0), " ")
    assert preprocessed.preprocess_main(doc.snapshot(), config, files.read, cache, True) is not first


REUSE_TEXT = """\
#include "a.h"
#include "gone.h"
#ifdef A
int with_a;
#else
int without_a;
#endif
/*
#error commented out
*/
#if B > 1
#warning B is large
#endif
int tail;
"""


def _edited_after_reuse(files: Files, text: str, edit) -> Snapshot:
    """The snapshot after `edit` (line, col, end line, end col, new text), once the file was
    analyzed twice: the second run is in main-file mode and remembered for reuse."""
    doc = Document(MAIN, text.encode())
    analyze(doc.snapshot(), project=files.project)
    analyze(doc.snapshot(), project=files.project)
    line, col, end_line, end_col, new = edit
    doc.apply_edit(Position(line, col), Position(end_line, end_col), new)
    return doc.snapshot()


@pytest.mark.parametrize(
    "edit",
    [
        (3, 0, 3, 0, "  "),  # Inside an active region.
        (0, 0, 0, 0, "int first;\n"),  # Before every directive.
        (13, 0, 13, 8, ""),  # Remove a line of code.
        (4, 0, 4, 0, "int x;\n"),  # Before a directive.
        (6, 6, 6, 6, " // end"),  # A directive changes: a fresh run.
        (7, 2, 7, 2, "/"),  # The comment opener becomes '//': the #error is live.
    ],
)
def test_reused_findings_equal_a_fresh_run(edit):
    files = Files({MAIN: REUSE_TEXT, "/p/a.h": "#define A 1\n#define B 2\n"})
    snap = _edited_after_reuse(files, REUSE_TEXT, edit)
    got = analyze(snap, project=files.project)
    preprocessed._reusable.clear()
    fresh = analyze(parse_bytes(MAIN, snap.data), project=files.project)
    assert got == fresh
    assert {"P001", "P004", "P010"} <= {f.code for f in got}


@pytest.mark.parametrize(
    "edit, reused",
    [
        ((14, 0, 14, 0, "int Neg(double "), False),  # An invocation typed and not closed: P005.
        ((14, 0, 14, 0, "int y = Neg(1, 2);\n"), False),  # An argument too many: P005.
        ((14, 0, 14, 0, "int y = Ne;\n"), True),  # No macro's name, nothing the preprocessor reads.
        ((14, 11, 14, 11, "N"), False),  # `eg` made `Neg` by the letter typed before it.
    ],
)
def test_findings_are_not_reused_where_the_edit_may_change_an_invocation(monkeypatch, edit, reused):
    # The edit oracle on a CLBlast unit: `bool Negate(double ` typed above a function, with
    # `Negate` a function-like macro: the run's findings were reused, without the P005 a run gives.
    text = REUSE_TEXT.replace("int tail;\n", "#define Neg(x) (-(x))\nint tail = eg;\n")
    files = Files({MAIN: text, "/p/a.h": "#define A 1\n#define B 2\n"})
    snap = _edited_after_reuse(files, text, edit)
    calls = count_runs(monkeypatch)
    got = analyze(snap, project=files.project)
    assert (calls == []) == reused
    preprocessed._reusable.clear()
    fresh = analyze(parse_bytes(MAIN, snap.data), project=files.project)
    assert got == fresh
    assert ("P005" in {f.code for f in got}) == ("Neg(" in edit[-1])


def test_unchanged_directives_are_not_preprocessed_again(monkeypatch):
    files = Files({MAIN: REUSE_TEXT, "/p/a.h": "#define A 1\n#define B 2\n"})
    snap = _edited_after_reuse(files, REUSE_TEXT, (3, 0, 3, 0, "  "))
    calls = count_runs(monkeypatch)
    assert _codes(analyze(snap, project=files.project)) == ["P001", "P004", "P010"]
    assert calls == []


def test_a_header_that_appears_triggers_a_full_run():
    text = '#include "late.h"\nKERNEL_FQ void k(global int *o) { }\n'
    files = Files({MAIN: text})
    assert _codes(files.analyze()[1]) == ["P001", "S003"]
    files.files["/p/late.h"] = b"#define KERNEL_FQ kernel\n"
    assert files.analyze(text + "\n")[1] == []


def test_a_header_that_appears_is_read_at_a_keystroke_on_a_plain_line():
    """A keystroke on a plain line is carried into the last run's expansion (`expansion_edit`),
    but not past an `#include` that run could not find and that is there now."""
    text = '#include "late.h"\nKERNEL_FQ void k(global int *o)\n{\n  o[0] = 1;\n}\n'
    files = Files({MAIN: text})
    assert "P001" in _codes(files.analyze()[1])
    files.analyze(text.replace("o[0] = 1;", "o[0] = 3;"))  # Carried: the header is still missing.
    files.files["/p/late.h"] = b"#define KERNEL_FQ kernel\n"
    assert files.analyze(text.replace("o[0] = 1;", "o[0] = 2;"))[1] == []


def test_invalidate_drops_entries_a_new_file_may_change():
    files = Files({MAIN: '#include "a.h"\n#include "later.h"\nint x;\n', "/p/a.h": "#define A 1\n"})
    files.analyze()
    cache = files.project.header_macros
    assert MAIN in cache
    cache.invalidate(["/p/unrelated.h"])  # A missing include might now resolve.
    assert MAIN not in cache
    files.files["/p/later.h"] = b""
    files.analyze()
    cache.invalidate(["/p/unrelated.h"])
    assert MAIN in cache
    cache.invalidate(["/p/a.h"])
    assert MAIN not in cache


def test_problems_after_a_missing_header_are_information():
    text = '#include <common.h>\nkernel void k(OUT_OF_RANGE_PARAMS\n               global float *o) {\n  o[0] = 1;\n}\n'
    files = Files({MAIN: text})
    _, findings = files.analyze()
    assert {f.code for f in findings} <= {"P001", "S003"}
    assert any(f.code == "S003" and "common.h" in f.message for f in findings)


# Half-written code while typing: expanding the whole file again for a problem that no
# macro or directive is near would give the very same problems back.
TYPING_TEXT = """\
#include "a.h"
#define CLAMP01(x) clamp((x), 0.0f, 1.0f)
#define OPEN {
#if A
float helper(float acc) {
    acc = CLAMP01(acc);
    acc += 1.0f;
    acc *= 2.0f;
    return acc;
}
#endif
kernel void k(global float *o) {
    float v = o[0];
    v += 3.0f;
    v -= 1.0f;
    o[0] = CLAMP01(v);
}
"""


@pytest.mark.parametrize(
    "edit, expands",
    [
        ((13, 4, 13, 4, "x "), False),  # `x v += 3.0f;`: no macro on the line or next to it.
        ((14, 13, 14, 13, " *"), False),  # A half-written expression.
        ((7, 15, 7, 16, ""), False),  # A missing `;` inside a live #if branch.
        ((15, 21, 15, 22, ""), True),  # `o[0] = CLAMP01(v)` without its `;`: a macro on the problem's line.
    ],
)
def test_half_written_code_away_from_macros_is_not_expanded_again(monkeypatch, edit, expands):
    files = Files({MAIN: TYPING_TEXT, "/p/a.h": "#define A 1\n"})
    snap = _edited_after_reuse(files, TYPING_TEXT, edit)
    assert Context(snap).raw_syntax_problems, "the edit must break the code"
    calls = count_runs(monkeypatch)
    got = analyze(snap, project=files.project)
    assert bool(calls) == expands
    # What a run that expands the file reports, for comparison.
    monkeypatch.setattr(preprocessed, "_macro_free", lambda *a: False)
    preprocessed._reusable.clear()
    assert got == analyze(parse_bytes(MAIN, snap.data), project=files.project)


def test_a_macro_with_unbalanced_brackets_anywhere_in_the_item_means_expansion(monkeypatch):
    text = TYPING_TEXT.replace("    v -= 1.0f;\n", "    v -= 1.0f;\n    if (v > 0.0f) OPEN v = 0.0f; }\n")
    files = Files({MAIN: text, "/p/a.h": "#define A 1\n"})
    snap = _edited_after_reuse(files, text, (13, 4, 13, 4, "x "))
    assert Context(snap).raw_syntax_problems
    assert preprocessed._balanced("clamp((x), 0.0f, 1.0f)") and not preprocessed._balanced("{")
    calls = count_runs(monkeypatch)
    carried = count_carried(monkeypatch)
    got = analyze(snap, project=files.project)
    # Judged on the expanded text: a run, or the last run's expansion carried over the keystroke
    # (the line typed on holds no macro: `expansion_edit`), which gives what a run gives.
    assert calls or any(carried), "OPEN expands to an unbalanced '{': the item's nesting is not what the raw tree shows"
    clear_caches()
    assert got == analyze(parse_bytes(MAIN, snap.data), project=files.project)


# A preprocessor run cut short by its expansion budget (P009).

BLOWUP = "#define F(x) " + "x)" * 100 + " x\nint v = " + "F(" * 4 + "1" + ")" * 4 + ";\n"
AFTER_BLOWUP = """\
#define ONE 1
#define ADD(a, b) ((a) + (b))
#if ADD(ONE, 1) == 2
kernel void k(global int *p) { p[0] = ADD(ONE, 2); }
#else
kernel void k(global int *p) { p[0] = }
#endif
kernel void j(global int *p) { p[0] = ADD(ONE, 2); }
"""


def test_macro_expansion_is_bounded_by_the_size_of_the_input(monkeypatch):
    import time

    from opencl_lsp.project import preprocessor

    # The token budget is what this test is about, not the wall-clock stop (loaded machines).
    monkeypatch.setattr(preprocessor, "EXPANSION_SECONDS", 3600.0)
    # Each F level multiplies its argument by 100: 200, 20,000, 2 million, 200 million tokens.
    data = ('#include "a.h"\n' + BLOWUP).encode()
    started = time.monotonic()
    result = preprocessor.preprocess(MAIN, {MAIN: data, "/p/a.h": b""}.get, include_dirs=("/p",))
    # Not a speed target (those live in bench/): the run takes about 4 s alone and failed a 5 s
    # bound while other work ran; unbounded, the 200 million tokens would take the better part of
    # an hour.
    assert time.monotonic() - started < 60
    assert any(d.code == "P009" and "too many tokens" in d.message for d in result.diagnostics)
    assert result.cut == (MAIN, data.index(b"= F(") + 2)
    assert len(result.tokens) <= preprocessor.EXPANSION_BUDGET + preprocessor.EXPANSION_PER_TOKEN * 1000


def test_a_cut_run_leaves_what_follows_unknown(monkeypatch):
    from opencl_lsp.project import preprocessor

    # A smaller budget makes the same cut cheaply.
    monkeypatch.setattr(preprocessor, "EXPANSION_BUDGET", 10_000)
    monkeypatch.setattr(preprocessor, "EXPANSION_PER_TOKEN", 1)
    text = '#include "a.h"\n' + BLOWUP + AFTER_BLOWUP
    files = Files({MAIN: text, "/p/a.h": "#define A 1\n"}, include_dirs=("/p",))
    for _ in range(2):  # A full run, then main-file mode from the cached header macros.
        snap, findings = files.analyze(text + "\n")
        text += "\n"
        # The #if after the cut was not evaluated: no P005 for its unexpanded macros,
        # no inactive branch, and the broken #else branch is no error.
        assert [f.code for f in findings if f.severity.name in ("ERROR", "WARNING")] == ["P009"]
        assert not any(f.code == "P010" for f in findings)
        assert not preprocessed.inactive_regions(Context(snap, project=files.project))


def test_a_cut_inside_a_header_keeps_no_header_macros(monkeypatch):
    from opencl_lsp.project import preprocessor

    monkeypatch.setattr(preprocessor, "EXPANSION_BUDGET", 10_000)
    monkeypatch.setattr(preprocessor, "EXPANSION_PER_TOKEN", 1)
    files = Files({MAIN: '#include "a.h"\n' + AFTER_BLOWUP, "/p/a.h": BLOWUP}, include_dirs=("/p",))
    _, findings = files.analyze()
    assert not any(f.severity.name == "ERROR" for f in findings)
    # Its macros are unknown: a later keystroke runs the whole preprocessor again.
    assert MAIN not in files.project.header_macros


def test_macro_expansion_stops_when_its_time_is_up(monkeypatch):
    """The token budget bounds the output; deep argument nesting costs about a hundred steps
    per token, so expansion also stops after EXPANSION_SECONDS (a fuzz input took minutes)."""
    from opencl_lsp.project import preprocessor

    monkeypatch.setattr(preprocessor, "EXPANSION_SECONDS", 0.0)
    monkeypatch.setattr(preprocessor, "EXPANSION_SECONDS_PER_TOKEN", 0.0)
    data = ('#include "a.h"\n' + BLOWUP).encode()
    result = preprocessor.preprocess(MAIN, {MAIN: data, "/p/a.h": b""}.get, include_dirs=("/p",))
    [stop] = [d for d in result.diagnostics if d.code == "P009"]
    assert "macro expansion took over 0 s; expansion stopped" == stop.message
    assert result.cut is not None


@pytest.mark.parametrize("edit", [
    (4, 0, 4, 0, " "),  # Code after the include: light runs from here on.
    (0, 0, 0, 0, "int first;\n"),  # Text before the macro use: the use moves, still above the include.
])
def test_a_header_macro_named_above_its_include_is_not_defined_there_after_an_edit(edit):
    """A light run passes the headers' macros as definitions from the first line; above the
    #include that defines it a macro is no macro yet (fuzz seed 26: `FUZZ_MUL(1, 2)` above
    `#include "fuzz.h"` was reported "in expansion of macro 'FUZZ_MUL'" after an edit, not by
    a fresh server)."""
    text = 'int y = MUL(1, 2) x;\n#include "m.h"\nkernel void k(global int *o) {\n    o[0] = MUL(2, 3);\n}\n\n'
    files = Files({MAIN: text, "/p/m.h": "#define MUL(a, b) ((a) * (b))\n"})
    snap = _edited_after_reuse(files, text, edit)
    got = analyze(snap, project=files.project)
    preprocessed._reusable.clear()
    fresh = analyze(parse_bytes(MAIN, snap.data), project=Files({MAIN: snap.data.decode(), "/p/m.h":
                                                                  "#define MUL(a, b) ((a) * (b))\n"}).project)
    assert [(f.code, f.start, f.message) for f in got] == [(f.code, f.start, f.message) for f in fresh]
    assert not any("in expansion of macro 'MUL'" in f.message for f in got if f.start < snap.data.index(b"#include"))


def test_a_keystroke_that_reuses_the_last_run_keeps_the_branches_known():
    """A keystroke that changes no directive reuses the last run (no new run, so no `result`):
    which branches are live is still known. Before, the first keystroke after opening a file with
    `#if` made every function look unknown (0.8 s of re-analysis on 10,000 lines) and the rules
    trusted nothing inside a conditional block, unlike a fresh open of the same text."""
    text = ("#if 1\nkernel void k(global float2 *p) { float2 v = p[0]; v.z = 1.0f; }\n#endif\n"
            "kernel void other(global int *q) {\n    q[0] = 1;\n}\n")
    files = Files({MAIN: text})
    doc = Document(MAIN, text.encode())
    analyze(doc.snapshot(), project=files.project)
    analyze(doc.snapshot(), project=files.project)  # The second run is the light one that is remembered.
    doc.apply_edit(Position(4, 10), Position(4, 10), " ")  # Inside `other`: no directive changes.
    snap = doc.snapshot()
    calls_before = len(preprocessed._reusable)
    got = analyze(snap, project=files.project)
    assert calls_before and Context(snap, files.project).preprocessed.reused, "the last run was reused"
    assert Context(snap, files.project).semantic._branches_known
    preprocessed._reusable.clear()
    fresh = analyze(parse_bytes(MAIN, snap.data), project=Files({MAIN: snap.data.decode()}).project)
    assert [(f.code, f.start) for f in got] == [(f.code, f.start) for f in fresh]
    assert "V001" in {f.code for f in got}


def test_headers_dropped_during_an_analysis_leave_its_findings_and_the_next_ones_whole(monkeypatch):
    """The server empties the header cache on its own thread (a changed configuration or watched
    file). An analysis that ran its preprocessor before that goes by the entry that run used, for
    every fact (the LSP fuzzer, seed 28: after such changes B002/B005/B003 vanished for good, one
    fact having read the entry and another the emptied cache, the silent findings being cached)."""
    text = ('#include "h.h"\nkernel void k(global float *p) {\n    p[0] = mad(p[1], p[2]);\n}\n')
    files = Files({MAIN: text, "/p/h.h": "#define H 1\n"})
    expected = analyze(parse_bytes(MAIN, text.encode()), project=Files(dict(files.files)).project)
    assert "B002" in {f.code for f in expected}
    real = preprocessed.compute

    def then_dropped(snapshot, project, *args, **kwargs):
        out = real(snapshot, project, *args, **kwargs)
        project.header_macros.invalidate()  # As the server's thread may do, right after the run.
        return out

    monkeypatch.setattr(preprocessed, "compute", then_dropped)
    doc = Document(MAIN, text.encode())
    got = analyze(doc.snapshot(), project=files.project)
    assert [(f.code, f.start) for f in got] == [(f.code, f.start) for f in expected]
    monkeypatch.setattr(preprocessed, "compute", real)
    doc.apply_edit(Position(3, 1), Position(3, 1), " ")  # The next analysis, the cache filled again.
    again = analyze(doc.snapshot(), project=files.project)
    assert "B002" in {f.code for f in again}


def test_a_finding_at_a_directive_on_the_first_line_moves_when_a_line_is_typed_above_it():
    # Found by tools/edit_oracle.py (scalar_after_halves.cl): the reused findings of the last run were
    # anchored to the file's start when they stood at offset 0, so P005 stayed on line 1.
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/first_line.cl", b"#unef X\nkernel void k(global int *p) { p[0] = 1; }\n")
    (first,) = [f for f in analyze(doc.snapshot(), project=project) if f.code == "P005"]
    assert first.start == 0
    doc.apply_edit(Position(0, 0), Position(0, 0), "typedef int counter;\n")
    (moved,) = [f for f in analyze(doc.snapshot(), project=project) if f.code == "P005"]
    assert moved.start == len("typedef int counter;\n")


def test_a_finding_at_a_directive_that_ends_the_file_keeps_its_end_when_a_line_is_typed_after_it():
    # Found by tools/edit_oracle.py (rank_long_variable.cl, `#un` typed on the last line, then a
    # prototype on a new line after it): the reused P005 was anchored to the file's end, and
    # stretched over the new line.
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/last_line.cl", b"kernel void k(global int *p) { p[0] = 1; }\n#un")
    (first,) = [f for f in analyze(doc.snapshot(), project=project) if f.code == "P005"]
    doc.apply_edit(Position(1, 3), Position(1, 3), "\nbool flag(float x);")
    (after,) = [f for f in analyze(doc.snapshot(), project=project) if f.code == "P005"]
    assert (after.start, after.end) == (first.start, first.end)


def test_a_predefined_macro_typed_near_a_syntax_problem_counts_as_a_macro():
    # Found by tools/edit_oracle.py (valid_fp64_pragma.cl): `global` replaced by `cl_khr_fp64`, which the
    # configuration predefines as 1. The keystroke shortcut that keeps the raw syntax problems when no
    # macro is near them did not know the predefined macros, and reported the raw S001 where a fresh
    # analysis reports S003 (the expansion does not parse).
    source = ("#ifdef cl_khr_fp64\n#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
              "kernel void dbl(global double *d, global double2 *v) {\n  d[0] = sqrt(d[1]);\n}\n#endif\n")
    project = StaticProject(lambda path: None, ProjectConfig())
    doc = Document("/predefined.cl", source.encode())
    analyze(doc.snapshot(), project=project)
    doc.apply_edit(Position(2, len("kernel void dbl(")), Position(2, len("kernel void dbl(global")), "cl_khr_fp64")
    found = analyze(doc.snapshot(), project=project)
    clear_caches()
    fresh = analyze(parse_bytes("/predefined.cl", doc.snapshot().data), project=StaticProject(lambda path: None, ProjectConfig()))
    assert "S003" in [f.code for f in fresh]
    assert [(f.code, f.start, f.message) for f in found] == [(f.code, f.start, f.message) for f in fresh]


def test_a_malformed_directive_line_alone_does_not_expand_the_whole_file(monkeypatch):
    # `#define F(x` typed: the raw tree's only problem lies on a directive line, which the expanded
    # text has blank and the preprocessor reports (P005). The file is judged as one whose tree is
    # clean, without the whole file's expansion (a quarter of a second on 10,000 lines).
    expanded = []
    real = preprocessed._refined_problems
    monkeypatch.setattr(preprocessed, "_refined_problems", lambda *args: expanded.append(1) or real(*args))
    source = b"#define F(x #define N 4\nkernel void k(global int *p) { p[0] = 1; }\n"
    clear_caches()
    found = analyze(parse_bytes("/half_define.cl", source), project=StaticProject(lambda path: None, ProjectConfig()))
    assert [f.code for f in found if f.code.startswith(("S", "P"))] == ["P005"]
    assert expanded == []
    # A problem off the directive lines still is judged on the expanded text.
    broken = source + b"kernel void q(global int *p) { p[0] = ; }\n"
    clear_caches()
    analyze(parse_bytes("/half_define.cl", broken), project=StaticProject(lambda path: None, ProjectConfig()))
    assert expanded == [1]


def test_the_expanded_text_judges_only_the_items_the_raw_tree_has_problems_in():
    # Found by tools/edit_oracle.py (arrayfire's sift_nonfree.cl, seed 1): a `#define center 5` made
    # `const T* center = ...` an error only once expanded, in code a typo elsewhere had made the raw
    # tree read as clean top-level items. From scratch the expansion of the file reported it; the
    # keystroke's shortcut (no macro near the raw problems) did not. With a clean tree nothing is
    # expanded to find such an error either: the expanded text judges the raw tree's problems, in
    # the items where it has them.
    from opencl_lsp.analysis.syntax_problems import Problem

    source = b"kernel void a(global floa;t *p) { p[0] = 1; }\nkernel void b(global float *q) { q[0] = 2; }\n"
    snapshot = parse_bytes("/items.cl", source)
    raw = [p for p in Context(snapshot, None).raw_syntax_problems]
    assert raw and all(p.start < source.index(b"kernel void b") for p in raw)
    in_a = Problem("unexpected", source.index(b"floa"), source.index(b"floa") + 4, "in a's head")
    in_b = Problem("unexpected", source.index(b"q[0]"), source.index(b"q[0]") + 1, "in b")
    assert preprocessed._in_broken_items(snapshot, [in_a, in_b], raw) == [in_a]


def test_problems_away_from_macros_are_the_raw_trees_in_a_fresh_analysis_as_after_an_edit():
    """The LSP fuzzer's case: `(int2)(0)` typed before a comment, above a file with `#ifdef`. An
    edited document reuses the last run and keeps the raw tree's problem (no macro near it);
    a fresh analysis judged it on the expanded text, where the comment is gone and error
    recovery put a zero-width "expected ';'" between two items, which no item held: nothing."""
    body = ("// a comment right after the typed text\n"
            "uint f(uint a) { return a + 1u; }\n"
            "kernel void k(global uint *out) {\n#ifdef cl_khr_fp64\n  out[0] = 1u;\n#else\n  out[0] = f(2u);\n"
            "#endif\n}\n")
    files = Files({MAIN: body})
    _, before = files.analyze()
    assert [f.code for f in before if f.code.startswith("S00")] == []
    doc = Document(MAIN, body.encode())
    files.analyze(body)  # The document's run, which the keystroke's analysis reuses.
    doc.apply_edit(Position(0, 0), Position(0, 0), "(int2)(0)")
    edited = analyze(doc.snapshot(), project=files.project)
    clear_caches()
    fresh = analyze(doc.snapshot(), project=files.project)
    key = [(f.start, f.end, f.code, f.message) for f in fresh]
    assert key == [(f.start, f.end, f.code, f.message) for f in edited]
    assert (0, 9, "S001", "unexpected '(' at file scope") in key


def test_text_typed_where_a_skipped_branch_starts_is_in_it_after_a_reuse():
    """The edit oracle's case (arrayfire's resize.cl): a skipped branch starts right after its `#if`
    line, where the next directive's line starts; a line typed there is in the branch, and the
    reused run's region and note start there too, not with the directive that moved on."""
    text = "#if SKIPPED\n#define set(a, b) a = b\n#endif\nint tail;\n"
    files = Files({MAIN: text})
    snap = _edited_after_reuse(files, text, (1, 0, 1, 0, "typedef float4 obtained;\n"))
    got = analyze(snap, project=files.project)
    preprocessed._reusable.clear()
    fresh = analyze(parse_bytes(MAIN, snap.data), project=files.project)
    assert [(f.start, f.code) for f in got] == [(f.start, f.code) for f in fresh]
    assert (len("#if SKIPPED\n"), "P010") in [(f.start, f.code) for f in got]


def test_a_file_read_as_one_error_is_never_judged_free_of_macros():
    # xmrig's cryptonight_gpu.cl (`#if` lines inside its kernels' bodies): tree-sitter reads the
    # whole file as one ERROR whose pieces are clean functions, and the file's only problem sits
    # at the first of them ("unexpected 'inline'"). Judged as that one item's, away from every
    # directive, the raw problem stood: a false S001 that the expanded text does not have. (A
    # stand-in tree: the real file's shape is not one to copy, and small texts parse otherwise.)
    from types import SimpleNamespace

    from opencl_lsp.analysis import preprocessed as pp
    from opencl_lsp.analysis.syntax_problems import Problem
    from opencl_lsp.project.config import ProjectConfig

    data = b"inline float twice(float x) { return 2.0f * x; }\n"
    snapshot = SimpleNamespace(data=data, tree=SimpleNamespace(root_node=SimpleNamespace(is_error=True)))
    problem = Problem("unexpected", 0, 6, "unexpected 'inline'", None, None)
    assert pp._macro_free(snapshot, [problem], None, ProjectConfig()) is False
