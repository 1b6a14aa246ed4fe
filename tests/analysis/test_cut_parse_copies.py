"""A file whose own parse ran out of time is analyzed up to the cut (S009 says where) as any
file: its functions before the cut that use macros are judged on their expanded copies, and the
copies are placed, and the syntax problems refined on the expanded text, by the cut tree, not by
parsing the file's text again as written (which ran out of time once per parse: 5.8 s for the
device fuzzer's input, `tests/fuzz/regressions/else_if_chain_cut_with_macro_copies.cl`)."""

from pathlib import Path

from opencl_lsp.analysis import driver
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.project.config import ProjectConfig
from opencl_lsp.syntax import bounded_parse
from opencl_lsp.syntax.document import Document

INPUT = Path(__file__).parents[1] / "fuzz" / "regressions" / "else_if_chain_cut_with_macro_copies.cl"


def test_functions_before_the_cut_are_analyzed_on_their_copies(monkeypatch):
    parses = []
    parse = bounded_parse.parse

    def counting(parser, data, *args, **kwargs):
        parsed = parse(parser, data, *args, **kwargs)
        parses.append(parsed.cut_at)
        return parsed

    monkeypatch.setattr(bounded_parse, "parse", counting)
    # The chain's line takes tree-sitter over a second here: with a third of one as the limit,
    # the file's parse is cut on any machine (before that line: the functions stay whole).
    monkeypatch.setattr(bounded_parse, "limit_seconds", lambda size: 0.3)
    driver.clear_caches()
    snapshot = Document("/cut.cl", INPUT.read_bytes()).snapshot()
    assert snapshot.parse_cut_at is not None
    parses.clear()
    found = driver.analyze(snapshot, project=StaticProject(lambda path: None, ProjectConfig()))
    # The macro-made heads (`KERNEL void axpy(GLOBAL REAL *y, ...)`) before the cut parse once
    # expanded: no "only parses after preprocessing", no "not analyzed"; the rest is S009's.
    assert [f.code for f in found] == ["S009"]
    # No parse after the document's own ran out of time again.
    assert all(cut is None for cut in parses), parses
