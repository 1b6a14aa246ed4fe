"""Incremental edits keep text and tree identical to a parse from scratch."""

import random

from opencl_lsp.syntax.document import Document, parse_bytes
from opencl_lsp.syntax.positions import Encoding, Position

SOURCE = """// Répartition: é 𝄞
__kernel void saxpy(__global float *y, __global const float *x, float a) {
    int i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
"""


def _sexp(tree):
    return str(tree.root_node)


def test_edit_after_non_ascii_text_utf16():
    doc = Document.from_text("t.cl", SOURCE, 1)
    # Replace 'é' on line 0 (UTF-16 column 16) with 'e', then insert after the
    # emoji, which takes two UTF-16 units (columns 18 and 19).
    doc.apply_edit(Position(0, 16), Position(0, 17), "e", Encoding.UTF16, 2)
    assert doc.data.decode().splitlines()[0] == "// Répartition: e 𝄞"
    doc.apply_edit(Position(0, 20), Position(0, 20), "!", Encoding.UTF16, 3)
    assert doc.data.decode().splitlines()[0] == "// Répartition: e 𝄞!"
    assert _sexp(doc.tree) == _sexp(parse_bytes("t.cl", doc.data).tree)


def test_random_edits_match_fresh_parse():
    rng = random.Random(1234)
    doc = Document.from_text("t.cl", SOURCE, 0)
    pieces = ["x", ";", "{", "}", "\n", "global ", "float4 ", "(", ")", "é", "", "  "]
    for version in range(1, 300):
        text = doc.data.decode()
        lines = text.split("\n")
        line = rng.randrange(len(lines))
        col = rng.randrange(len(lines[line]) + 1)
        end_line = min(len(lines) - 1, line + rng.choice([0, 0, 0, 1]))
        end_col = rng.randrange(len(lines[end_line]) + 1) if end_line != line else rng.randrange(col, len(lines[line]) + 1)
        # Columns here are code points, which equal UTF-16 units for this text but for 𝄞.
        doc.apply_edit(Position(line, col), Position(end_line, end_col), rng.choice(pieces), Encoding.UTF32, version)
        fresh = parse_bytes("t.cl", doc.data)
        assert _sexp(doc.tree) == _sexp(fresh.tree), f"after edit {version}"
        assert doc.lines.starts == fresh.lines.starts


def test_reparse_is_incremental():
    doc = Document.from_text("t.cl", SOURCE * 50, 0)
    calls = []
    real = doc._parser

    class Recording:
        def parse(self, source, old_tree=None, **options):
            calls.append(old_tree)
            return real.parse(source, old_tree, **options)

    doc._parser = Recording()
    previous = doc.tree
    doc.apply_edit(Position(10, 4), Position(10, 4), "y", Encoding.UTF16, 1)
    # The edited old tree is handed to the parser, which reuses its subtrees.
    assert calls == [previous]
    assert [r.start_point[0] for r in doc.tree.changed_ranges(previous)] in ([], [10])


def test_binary_documents_get_an_empty_tree():
    doc = Document.from_text("b.cl", "kernel\x00void", 0)
    assert doc.binary and doc.tree.root_node.child_count == 0
    doc.apply_edit(Position(0, 6), Position(0, 7), " ", Encoding.UTF16, 1)
    assert not doc.binary and doc.tree.root_node.child_count > 0
