"""Files over the semantic size limit get syntax and preprocessor checks and one S006 note."""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.limits import SEMANTIC_MAX_BYTES
from opencl_lsp.syntax.document import parse_bytes

BAD = b"kernel int f(void) { return 0; }\n"


def test_small_file_is_analyzed():
    assert [f.code for f in analyze(parse_bytes("/s.cl", BAD))] == ["K001"]


def test_large_file_gets_the_note_and_no_semantic_findings():
    filler = b"// " + b"x" * 1000 + b"\n"
    data = BAD + filler * (SEMANTIC_MAX_BYTES // len(filler) + 1) + b"kernel void g(void) { int x = }\n"
    codes = [f.code for f in analyze(parse_bytes("/big.cl", data))]
    assert "K001" not in codes
    assert codes.count("S006") == 1
    assert any(c in ("S001", "S002") for c in codes), codes  # Syntax is still checked.
