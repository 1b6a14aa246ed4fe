"""Parsing under a time limit (server/syntax/bounded_parse.py)."""

import time
from pathlib import Path

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


def test_where_a_text_is_cut_does_not_depend_on_the_clock(monkeypatch):
    # The limit is counted in the progress callback's calls: with the clock stopped, so that only
    # they can end the parse, the text is cut where it was with the clock running.
    first = bounded_parse.parse(new_parser(), PATHOLOGICAL, seconds=0.2).cut_at
    stopped = time.monotonic()
    monkeypatch.setattr(bounded_parse.time, "monotonic", lambda: stopped)
    assert first is not None
    assert bounded_parse.parse(new_parser(), PATHOLOGICAL, seconds=0.2).cut_at == first


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


def test_what_the_parser_reads_is_not_kept(tmp_path):
    """py-tree-sitter 0.26 keeps a reference to every chunk a read callback returns; the chunks
    go through a scratch buffer, so parsing after each edit does not make memory grow (issue 18:
    64 KB a keystroke before). Trees equal those of a plain parse, incremental ones too, and
    `Node.text` (which calls the reader after the parse) still works."""
    import gc
    import tracemalloc

    data = b"kernel void k(global int *p) {\n    p[0] = 1;\n}\n" * 3000  # 138 KB: many chunks and a tail
    parser = new_parser()
    tree = bounded_parse.parse(parser, data).tree
    assert str(tree.root_node) == str(new_parser().parse(data).root_node)
    assert tree.root_node.children[0].text == data[: tree.root_node.children[0].end_byte]
    tracemalloc.start()
    try:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for i in range(15):
            at = 50 * i + 30
            edited = data[:at] + b" " + data[at:]
            old = tree.copy()
            old.edit(at, at, at + 1, (at // 40, 0), (at // 40, 0), (at // 40, 1))  # points unused by the grammar
            new = bounded_parse.parse(parser, edited, old).tree
            assert str(new.root_node) == str(new_parser().parse(edited).root_node)
            whole = bounded_parse.parse(parser, edited).tree
            del new, old, whole, edited  # tree-sitter allocates through Python's allocator: all freed
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert grown < 200 * 1024, f"{grown} bytes kept after 30 parses"


RUNAWAY_INPUT = Path(__file__).parents[1] / "fuzz" / "regressions" / "unclosed_brackets_at_the_end.cl"


def test_thousands_of_brackets_open_at_the_end_are_cut_before_parsing():
    """tree-sitter's recovery at the end of this text ran 10 s in one step, between two calls of
    the progress callback, so the deadline could not stop it; it is cut before the parse now."""
    data = RUNAWAY_INPUT.read_bytes()
    started = time.monotonic()
    parsed = bounded_parse.parse(new_parser(), data)
    assert time.monotonic() - started < 2.0
    assert parsed.cut_at is not None and data[parsed.cut_at - 1 : parsed.cut_at] == b"\n"
    # What is kept ends with fewer brackets open than the limit, and the kept text is most of what
    # could be kept: the cut sits where the limit's bracket was opened.
    kept = data[: parsed.cut_at]
    assert bounded_parse.runaway_cut(kept) is None
    assert kept.count(b"[") - kept.count(b"]") >= bounded_parse.RUNAWAY_BRACKETS - 2
    # The unclosed body runs on over the blanks to the end; nothing starts there.
    assert all(child.start_byte < parsed.cut_at for child in parsed.tree.root_node.children)


def test_brackets_in_comments_and_literals_do_not_count():
    head = b"kernel void k(global int *p) { p[0] = 1; }\n"
    noise = b"// (((([[[[\n/* ([([ */\nconstant char s[] = \"(((\\\"[[[\";\nconstant char c = '(';\n"
    data = head + noise * 400  # 4,800 brackets, every one in a comment or a literal
    assert bounded_parse.runaway_cut(data) is None
    assert bounded_parse.parse(new_parser(), data).cut_at is None
    opened = head + b"int x = f((@(((\n" * 250  # 1,250 open for real, with a byte that is no token
    cut = bounded_parse.runaway_cut(opened)
    assert cut is not None and opened[cut:].startswith(b"int x = f(")
    # Closing them (in any order: only the count matters to tree-sitter's stack) removes the cut.
    assert bounded_parse.runaway_cut(opened + b"]" * 1250) is None
    # Without such a byte the recovery is quick (10,000 open parentheses parse in a tenth of a
    # second): the text keeps its whole parse.
    assert bounded_parse.runaway_cut(opened.replace(b"@", b"")) is None


def test_a_document_keeps_its_bracket_counts_through_edits():
    """`Document` updates the counts from each edit (O(edit)); they must equal a recount."""
    import random

    rng = random.Random(7)
    doc = Document("k.cl", b"kernel void k(global int *p) { p[(0)] = 1; }\n" * 20)
    for _ in range(300):
        size = len(doc.data)
        start = rng.randrange(size + 1)
        end = min(size, start + rng.randrange(6))
        text = "".join(rng.choice("([])x\n") for _ in range(rng.randrange(5)))
        doc.apply_edit(doc.snapshot().position(start), doc.snapshot().position(end), text)
        assert doc.snapshot().brackets == bounded_parse.bracket_counts(doc.data)


def test_a_trial_parse_gives_up_when_its_analysis_stops_or_its_limit_runs_out(monkeypatch):
    # `declaration_end` tries a `;` with a parse of the whole file: it heeds the analysis's budget
    # inside the parse, and a parse past its limit is not parsed again cut (the device fuzzer: 5 s).
    text = b"kernel void k(global int *p) { p[0] = 1; }\n" * 400
    assert bounded_parse.parse_or_give_up(new_parser(), text, None) is not None
    asked = []
    assert bounded_parse.parse_or_give_up(new_parser(), text, None, stop=lambda: asked.append(1) or True) is None
    assert asked
    monkeypatch.setattr(bounded_parse, "STEPS_PER_SECOND", 1)
    assert bounded_parse.parse_or_give_up(new_parser(), text, None) is None
