"""`// opencl-lsp: ignore[CODE]` comments, and the quick fix that writes them."""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.suppressions import collect, ignore_fix
from opencl_lsp.syntax.document import parse_bytes

BAD = b"kernel int f(void) { return 0; }\n"


def codes(text: bytes) -> list[tuple[int, str]]:
    snap = parse_bytes("/t.cl", text)
    return [(snap.lines.line_of(f.start), f.code) for f in analyze(snap)]


def test_the_rule_fires_without_a_comment():
    assert codes(BAD) == [(0, "K001")]


def test_end_of_line_comment_silences_its_line():
    assert codes(BAD.rstrip() + b" // opencl-lsp: ignore[K001]\n") == []
    assert codes(BAD.rstrip() + b" /* opencl-lsp: ignore[k001, V001] */\n") == []


def test_comment_alone_on_a_line_silences_the_next():
    assert codes(b"// opencl-lsp: ignore[K001]\n" + BAD) == []
    assert codes(b"// opencl-lsp: ignore[K001]\n\n" + BAD) == [(2, "K001")]


def test_other_codes_and_bare_ignore():
    assert codes(BAD.rstrip() + b" // opencl-lsp: ignore[V001]\n") == [(0, "K001")]
    assert codes(BAD.rstrip() + b" // opencl-lsp: ignore\n") == []


def test_whole_file():
    assert codes(b"// opencl-lsp: ignore-file[K001]\n\n" + BAD + BAD) == []
    sup = collect(parse_bytes("/t.cl", b"/* opencl-lsp: ignore-file[K001,K002] */"))
    assert sup.whole_file == {"K001", "K002"}


def apply(text: bytes, fix) -> bytes:
    for edit in sorted(fix.edits, key=lambda e: -e.start):
        text = text[: edit.start] + edit.new_text.encode() + text[edit.end :]
    return text


def test_quick_fix_appends_a_comment_that_silences_the_finding():
    snap = parse_bytes("/t.cl", BAD)
    (finding,) = analyze(snap)
    fixed = apply(BAD, ignore_fix(snap, finding))
    assert fixed == b"kernel int f(void) { return 0; } // opencl-lsp: ignore[K001]\n"
    assert codes(fixed) == []


def test_quick_fix_extends_an_existing_list():
    text = BAD.rstrip() + b" // opencl-lsp: ignore[V001]\n"
    snap = parse_bytes("/t.cl", text)
    (finding,) = analyze(snap)
    fixed = apply(text, ignore_fix(snap, finding))
    assert fixed.endswith(b"// opencl-lsp: ignore[V001, K001]\n")
    assert codes(fixed) == []


def test_no_quick_fix_on_a_continued_macro_line():
    text = b"#define X \\\n  1\n" + BAD
    snap = parse_bytes("/t.cl", text)
    finding = next(f for f in analyze(snap) if f.code == "K001")
    assert ignore_fix(snap, finding) is not None  # The kernel's own line is fine.
    snap2 = parse_bytes("/t.cl", b"kernel int f(void) { return 0; } \\\n")
    finding2 = next(f for f in analyze(snap2) if f.code == "K001")
    assert ignore_fix(snap2, finding2) is None
