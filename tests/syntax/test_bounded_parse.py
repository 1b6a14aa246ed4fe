"""Parsing under a time limit (server/syntax/bounded_parse.py)."""

from opencl_lsp.syntax import bounded_parse
from opencl_lsp.syntax.document import Document, parse_bytes
from opencl_lsp.syntax.language import new_parser

# tree-sitter's error recovery on this takes about 25 s for 8 KB (the C grammar's too): a fuzz find.
PATHOLOGICAL = b"kernel void k(global int *p) {\n    p[0] = 1;\n}\n" + b"}*" * 4000 + b"\nkernel void tail(void) {}\n"


def test_a_parse_past_its_limit_is_cut_and_the_rest_blanked():
    parsed = bounded_parse.parse(new_parser(), PATHOLOGICAL, seconds=0.2)
    assert parsed.cut_at is not None
    assert PATHOLOGICAL[parsed.cut_at - 1 : parsed.cut_at] in (b"", b"\n")  # at a line start
    root = parsed.tree.root_node
    assert root.end_byte <= len(PATHOLOGICAL)
    # Nothing of the blanked text has a node; what came before keeps its tree.
    assert all(child.end_byte <= parsed.cut_at for child in root.children)


def test_blanking_keeps_offsets_and_lines():
    data = "a = 1;\nkernel é\n".encode()
    blanked = bounded_parse.blank_from(data, 7)
    assert len(blanked) == len(data)
    assert blanked.split(b"\n")[0] == b"a = 1;"
    assert blanked.count(b"\n") == data.count(b"\n")
    assert set(blanked[7:]) <= {0x20, 0x0A}


def test_valid_code_is_never_cut():
    source = b"kernel void k(global float *p) { p[get_global_id(0)] *= 2.0f; }\n" * 2000
    assert parse_bytes("k.cl", source).parse_cut_at is None


def test_a_document_cut_once_parses_afresh_after_an_edit(monkeypatch):
    monkeypatch.setattr(bounded_parse, "BASE_SECONDS", 0.2)
    doc = Document("k.cl", PATHOLOGICAL)
    assert doc.snapshot().parse_cut_at is not None
    doc.replace_all("kernel void k(void) {}\n")
    snap = doc.snapshot()
    assert snap.parse_cut_at is None and not snap.tree.root_node.has_error


def test_the_cut_is_reported_once_as_s009(monkeypatch):
    from opencl_lsp.analysis.driver import analyze

    monkeypatch.setattr(bounded_parse, "BASE_SECONDS", 0.2)
    snap = parse_bytes("k.cl", PATHOLOGICAL)
    notes = [f for f in analyze(snap) if f.code == "S009"]
    assert len(notes) == 1 and notes[0].start == snap.parse_cut_at
    assert "from line" in notes[0].message
