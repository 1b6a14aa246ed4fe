"""A keystroke's directive lines moved from the last ones (`preprocessed._Skeleton.of`) are those a
scan of the new text finds (issue 18: the scan of a 70,000-line file was 26 ms of each keystroke)."""

from __future__ import annotations

import random

from opencl_lsp.analysis import preprocessed
from opencl_lsp.analysis.preprocessed import _Skeleton

BLOCK = """\
#define SCALE_{k}(x) ((x) * {k}.0f)
#if defined(USE_{k}) && \\
    USE_{k} > 1
float helper_{k}(float x) {{ return SCALE_{k}(x) + 1.0f; }}  // a comment with # and "quotes"
#else
float helper_{k}(float x) {{ /* a comment
   on two lines */ return x * 2.0f; }}
#endif
__constant char name_{k}[] = "a string with /* and # inside";
kernel void k_{k}(global float *p) {{
    const char c = '#';
    p[0] = helper_{k}(p[0]) + {k};
    p[1] = p[0] * 2.0f - p[2];
    p[2] = p[1] * p[0];
}}
"""


def _text() -> bytes:
    text = "".join(BLOCK.format(k=k) for k in range(1200)).encode()
    assert len(text) >= preprocessed.MOVED_SKELETON_MIN_BYTES
    return text


def _same(a: _Skeleton, b: _Skeleton) -> bool:
    return (a.starts, a.ends, a.texts, a.dynamic) == (b.starts, b.ends, b.texts, b.dynamic)


def _moved_through(monkeypatch, path: str, edits: int, edit) -> int:
    """How many of `edits` edits (`edit(text) -> new text`, None for none) moved the last skeleton
    rather than scanning the text; each skeleton is checked against a scan of its text."""
    from opencl_lsp.analysis import driver

    driver.clear_caches()
    scans = []
    scan = _Skeleton.__init__
    monkeypatch.setattr(_Skeleton, "__init__", lambda self, data: scans.append(1) or scan(self, data))
    text = _text()
    _Skeleton.of(path, text)
    moved = 0
    for _ in range(edits):
        edited = edit(text)
        if edited is None:
            continue
        text = edited
        before = len(scans)
        got = _Skeleton.of(path, text)
        moved += len(scans) == before
        assert _same(got, _Skeleton(text))
    return moved


def test_a_moved_skeleton_is_the_scanned_one(monkeypatch):
    rng = random.Random(5)

    def edit(text: bytes):
        at = rng.randrange(len(text))
        kind = rng.random()
        if kind < 0.4:
            return text[:at] + bytes([rng.choice(b"ab1 ;(){}#/*\\\"'")]) + text[at:]
        if kind < 0.8:
            return text[:at] + text[at + 1:] if text[at:at + 1] != b"\n" else text
        return text[:at] + b"x = y + 1;" + text[at:]

    moved = _moved_through(monkeypatch, "/work/skeleton.cl", 300, edit)
    assert moved > 50, "edits on lines without directives, comments or literals move the last skeleton"


def test_small_texts_are_scanned():
    text = b"#define A 1\nint a = A;\n"
    first = _Skeleton.of("/work/small.cl", text)
    assert _same(_Skeleton.of("/work/small.cl", text + b"int b;\n"), _Skeleton(text + b"int b;\n"))
    assert preprocessed._last_skeletons.get("/work/small.cl") is None and first.texts == (b"#define A 1",)


def test_line_breaks_move_the_skeleton(monkeypatch):
    """Enter at a line's end (with or without indentation) and a blank line deleted: the lines
    after move, with no scan (a scan of 70,000 lines was 26 ms of the 40 ms of hashcat's Enter)."""
    rng = random.Random(7)

    def edit(text: bytes):
        at = rng.choice([k for k in range(len(text)) if text[k:k + 1] == b"\n"])
        if rng.random() < 0.6:
            return text[:at] + rng.choice([b"\n", b"\n    ", b"  \n"]) + text[at:]
        stop = text.find(b"\n", at + 1)
        if stop < 0 or text[at + 1:stop].strip():
            return None
        return text[:at] + text[stop:]  # A blank line deleted.

    moved = _moved_through(monkeypatch, "/work/breaks.cl", 200, edit)
    assert moved > 30, "breaks after lines without directives, comments or literals move it"
