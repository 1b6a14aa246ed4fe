"""Q rules: quick fixes, and silence on code whose types we cannot know."""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.syntax.document import parse_bytes


def _findings(text: str, code: str):
    snapshot = parse_bytes("q.cl", text.encode())
    return snapshot, [f for f in analyze(snapshot) if f.code == code]


def _apply(text: str, fix) -> str:
    data = text.encode()
    for edit in sorted(fix.edits, key=lambda e: e.start, reverse=True):
        data = data[: edit.start] + edit.new_text.encode() + data[edit.end :]
    return data.decode()


def test_kernel_pointer_fix_adds_global_in_the_file_spelling():
    text = "__kernel void k(__global int *ok, float *data) { data[0] = 1.0f; }\n"
    _snapshot, found = _findings(text, "Q001")
    assert len(found) == 1 and found[0].fix is not None
    assert _apply(text, found[0].fix) == "__kernel void k(__global int *ok, __global float *data) { data[0] = 1.0f; }\n"
    plain = "kernel void k(const float *data) {}\n"
    _snapshot, found = _findings(plain, "Q001")
    assert _apply(plain, found[0].fix) == "kernel void k(global const float *data) {}\n"


def test_kernel_pointer_without_fix_when_a_space_is_written():
    _snapshot, found = _findings("kernel void k(private int *p) {}\n", "Q001")
    assert len(found) == 1 and found[0].fix is None


def test_duplicate_address_space_fix_drops_the_repeat():
    text = "kernel void k(global global int *p) {}\n"
    _snapshot, found = _findings(text, "Q002")
    assert len(found) == 1 and found[0].severity.label == "warning"
    assert _apply(text, found[0].fix) == "kernel void k(global int *p) {}\n"


def test_conflicting_address_spaces_are_an_error_without_fix():
    _snapshot, found = _findings("kernel void k(global local int *p) {}\n", "Q002")
    assert len(found) == 1 and found[0].severity.label == "error" and found[0].fix is None


def test_unknown_typedef_is_not_unqualified():
    # `gfloat` could come from a header as `typedef global float gfloat;`.
    _snapshot, found = _findings("kernel void k(gfloat *p) {}\n", "Q001")
    assert found == []


def test_incomplete_code_does_not_cascade():
    text = "kernel void k(global int *g, local int *l) {\n  local int *a = g\n  l = (local int *)\n"
    snapshot = parse_bytes("q.cl", text.encode())
    assert [f for f in analyze(snapshot) if f.code.startswith("Q")] == []
