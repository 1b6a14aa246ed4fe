"""The editor side of host files (embedded/editor.py): incremental re-scans, and answers mapped to host ranges."""

from __future__ import annotations

from opencl_lsp.embedded import find_kernels
from opencl_lsp.embedded.editor import HostDocument, outline, token_data
from opencl_lsp.syntax.positions import Encoding, Position

TEXT = '''import pyopencl as cl
prg = cl.Program(ctx, "__kernel void f(__global float *a)\\n"
                      "{ float b = a[0];"
                      " a[1] = b; }").build()
'''


def _position(data: bytes, offset: int) -> Position:
    line = data.count(b"\n", 0, offset)
    return Position(line, offset - (data.rfind(b"\n", 0, offset) + 1))


def _found(scan):
    return [(k.kind, k.text, k.spans) for k in scan.kernels], [(c.kind, c.name, c.call_range) for c in scan.calls]


def test_edits_rescan_incrementally_and_agree_with_a_fresh_scan():
    doc = HostDocument.from_text("/w/host.py", TEXT, "python", 1)
    first = doc.snapshot()
    assert first.scan.tree is not None and len(first.scan.kernels) == 1
    edits = [
        ("import pyopencl", "import numpy as np\n"),  # a line above: everything moves
        ("*a)", "_out"),  # inside the kernel: the parameter's name (after `*a`)
        (").build()", ").build()\nprg.f(queue, (1,), None)"),  # a host call after the program
    ]
    for number, (anchor, text) in enumerate(edits, 2):
        offset = doc.data.index(anchor.encode()) + (2 if anchor == "*a)" else 0)
        if anchor == ").build()":
            offset += len(anchor)
            text = text[len(anchor):]
        at = _position(doc.data, offset)
        doc.apply_edit(at, at, text, Encoding.UTF16, number)
        snap = doc.snapshot()
        assert _found(snap.scan) == _found(find_kernels(snap.data, "python")), number
    assert b"float *a_out" in snap.scan.kernels[0].text
    assert [c.name for c in snap.scan.calls] == ["f"]
    assert doc.snapshot() is snap  # one scan per version


def test_a_file_without_kernel_sources_keeps_no_tree():
    doc = HostDocument.from_text("/w/plain.py", "import os\nprint(os.sep)\n", "python", 1)
    assert doc.snapshot().scan.tree is None and doc.snapshot().scan.kernels == []


def test_semantic_tokens_stay_on_their_host_lines_and_inside_the_literals():
    doc = HostDocument.from_text("/w/host.py", TEXT, "python", 1)
    snap = doc.snapshot()
    data = token_data(snap, lambda kernel: None, Encoding.UTF16)
    lines = TEXT.split("\n")
    line = column = 0
    seen = []
    offsets = []
    for i in range(0, len(data), 5):
        line += data[i]
        column = data[i + 1] if data[i] else column + data[i + 1]
        seen.append((line, lines[line][column : column + data[i + 2]]))
        offsets.append(snap.lines.starts[line] + column)  # ASCII text: columns are bytes
    assert (1, "__kernel") in seen and (1, "f") in seen and (2, "float") in seen
    spans = snap.scan.kernels[0].spans
    assert all(text.strip() and '"' not in text for _line, text in seen)
    assert all(any(start <= offset < end for start, end in spans) for offset in offsets)


def test_outline_lists_the_kernel_at_its_host_name():
    doc = HostDocument.from_text("/w/host.py", TEXT, "python", 1)
    snap = doc.snapshot()
    (symbol,) = outline(snap)
    assert symbol.name == "f" and snap.data[symbol.name_start : symbol.name_end] == b"f"
    assert symbol.start < symbol.name_start < symbol.end


def test_the_file_name_decides_between_c_and_cpp():
    from opencl_lsp.embedded.editor import language_of

    raw = 'static const char *s = R"CLC(__kernel void f() {})CLC";'
    assert language_of("c", "/w/kernels.h", raw) == "cpp"  # a raw string: the C grammar cannot read it
    assert language_of("c", "/w/plain.h", "int x;") == "c"
    assert language_of("cpp", "/w/host.c", "") == "c"
    assert language_of("c", "/w/host.cc", "") == "cpp"
    assert language_of("python", "/w/script", "") == "python"
