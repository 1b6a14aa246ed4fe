"""Kernel files written as C++ raw string literals (CLBlast's `.opencl` files, clSPARSE's `.cl`
files): the literals' tokens are blanked for the parser and the analyses, the kernel inside is
analyzed as any kernel file, at its own offsets; every other file is left as it is."""

from __future__ import annotations

import pytest

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import Document, parse_bytes
from opencl_lsp.syntax.positions import Position
from opencl_lsp.syntax.raw_string_file import wrapper_spans
from opencl_lsp.syntax.wrapped_file import blanked, touches

KERNEL = """__kernel void scale(__global float *out, const float alpha) {
    const int i = get_global_id(0);
    out[i] = alpha * out[i];
}
"""

# CLBlast's shape: comments around one literal.
CLBLAST = ("// This file is part of the project.\n\n// Loaded with the C++ pre-processor's #include.\nR\"(\n"
           + KERNEL + "\n// End of the C++11 raw string literal\n)\"\n\n// ====\n")
# clSPARSE's shape: several literals one after the other (the C++ compiler joins them).
CLSPARSE = "R\"(\n#define WG_SIZE 64\n)\"\n\nR\"(\n" + KERNEL + ")\"\n"


def findings(text: str) -> list:
    path = "/wrapped/k.cl"
    config, _ = resolve_config(path, cli_args=["-cl-std=CL1.2"], cwd="/wrapped")
    return analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))


@pytest.mark.parametrize("text", [CLBLAST, CLSPARSE], ids=["one literal", "several literals"])
def test_the_kernel_inside_is_analyzed_and_clean(text):
    snap = parse_bytes("/wrapped/k.cl", text.encode())
    assert not snap.tree.root_node.has_error
    assert [fn.type for fn in snap.tree.root_node.children if fn.type == "function_definition"] == ["function_definition"]
    assert findings(text) == []
    # The tokens are blanks in the analyzed text, at the same offsets: nothing else differs.
    assert len(snap.data) == len(text.encode()) and snap.data.replace(b" ", b"") == (
        text.encode().replace(b'R"(', b"").replace(b')"', b"").replace(b" ", b""))


def test_a_mistake_inside_is_reported_at_its_place_in_the_file():
    text = CLBLAST.replace("out[i] = alpha * out[i];", "out[i] = alpha * out[i]")
    found = [f for f in findings(text) if f.code == "S002"]
    assert len(found) == 1
    assert text[:found[0].start].endswith("alpha * out[i]")


def test_the_wrapped_text_is_analyzed_as_without_the_wrapper():
    # A known mistake (a swizzle out of range) found at the same offsets as in the bare kernel.
    body = KERNEL.replace("out[i] = alpha * out[i];", "float2 v = (float2)(alpha); out[i] = v.z;")
    text = 'R"CL(' + body + ')CL"\n'
    bare = " " * len('R"CL(') + body + "    \n"
    assert [(f.code, f.start, f.end, f.message) for f in findings(text)] == [
        (f.code, f.start, f.end, f.message) for f in findings(bare)]
    assert any(f.code.startswith("V") for f in findings(text))


@pytest.mark.parametrize("text", [
    KERNEL,  # A plain kernel file.
    'R"(kernel void k() {})" + more',  # Code after the literal: not a file of literals.
    'const char *src = R"(kernel void k() {})";\n',  # A host source.
    '"kernel void k() {}"\n',  # A plain string.
    "// R\"( in a comment only\n" + KERNEL,
], ids=["plain", "code after", "host", "plain string", "comment"])
def test_other_files_are_left_as_they_are(text):
    assert wrapper_spans(text.encode()) is None
    assert parse_bytes("/k.cl", text.encode()).wrapper == ()


def test_the_shapes_of_the_tokens():
    data = b'u8R"cl(a)cl" /* c */ R"(b)" // end\n'
    spans = wrapper_spans(data)
    assert [data[a:b] for a, b in spans] == [b'u8R"cl(', b')cl"', b'R"(', b')"']
    assert blanked(data, spans) == b'       a     /* c */    b   // end\n'
    # The last literal's `)"` not typed yet: its text runs to the end.
    open_only = b'R"(\nkernel void k() {}\n'
    assert [open_only[a:b] for a, b in wrapper_spans(open_only)] == [b'R"(']
    assert touches(((0, 3),), 1, 1) and touches(((0, 3),), 2, 5) and not touches(((0, 3),), 3, 3)
    assert not touches(((0, 3),), 0, 0)


def test_edits_keep_the_document_in_step():
    doc = Document.from_text("/wrapped/k.cl", CLBLAST, 1)
    assert doc.snapshot().wrapper
    # An edit inside the kernel: still wrapped, the tree follows.
    line = CLBLAST.splitlines().index("    out[i] = alpha * out[i];")
    doc.apply_edit(Position(line, 27), Position(line, 28), "")
    snap = doc.snapshot()
    assert snap.wrapper and snap.tree.root_node.has_error
    doc.apply_edit(Position(line, 27), Position(line, 27), ";")
    assert not doc.snapshot().tree.root_node.has_error
    # The opening token deleted: a plain (broken) file again, parsed as written.
    opening = CLBLAST.splitlines().index('R"(')
    doc.apply_edit(Position(opening, 0), Position(opening, 3), "")
    snap = doc.snapshot()
    assert snap.wrapper == () and snap.data == doc.data and snap.tree.root_node.has_error
    # Typed again: wrapped again.
    doc.apply_edit(Position(opening, 0), Position(opening, 0), 'R"(')
    assert doc.snapshot().wrapper and not doc.snapshot().tree.root_node.has_error


def test_check_reads_opencl_files_in_a_folder(tmp_path):
    # CLBlast keeps its kernels in `.opencl` files: `check` on a folder reads them too, and the
    # workspace index lists their functions.
    from opencl_lsp.cli import iter_sources
    from opencl_lsp.project.index import scan_file

    (tmp_path / "level1").mkdir()
    kernel = tmp_path / "level1" / "xscal.opencl"
    kernel.write_text(CLBLAST)
    (tmp_path / "plain.cl").write_text(KERNEL)
    errors: list[str] = []
    assert sorted(p.name for p in iter_sources([str(tmp_path)], errors)) == ["plain.cl", "xscal.opencl"] and not errors
    names = [d.name for d in scan_file(str(kernel), CLBLAST.encode()).definitions]
    assert "scale" in names
