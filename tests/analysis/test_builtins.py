"""The B rules (built-in calls, undeclared names, printf) beyond what the fixtures show.

Fixtures run with a project view; these cases check the rules without one,
where includes cannot be followed, and the quick fix of X040.
"""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.syntax.document import parse_bytes


def codes(text: str) -> list[str]:
    # A path per text: some per-file caches are keyed by path and generation.
    snapshot = parse_bytes(f"/virtual/b{abs(hash(text))}.cl", text.encode())
    return [f.code for f in analyze(snapshot) if f.code.startswith(("B", "X04"))]


def test_undeclared_name_is_reported_without_a_project():
    assert codes("kernel void k(global int *p) { p[0] = nowhere_declared; }") == ["B001"]


def test_any_include_without_a_project_silences_undeclared_names():
    text = '#include "helpers.h"\nkernel void k(global int *p) { p[0] = from_helpers(p[1]); }'
    assert codes(text) == []


def test_macro_style_names_are_left_to_the_build_flags():
    assert codes("kernel void k(global int *p) { p[0] = BLOCK_SIZE; }") == []


def test_names_passed_to_a_function_like_macro_are_not_judged():
    text = "#define DECL(n) int n = 0\nkernel void k(global int *p) { DECL(count); p[0] = count; }"
    assert codes(text) == []


def test_user_function_named_like_a_builtin_shadows_it():
    text = "int4 sin(int4 x) { return x; }\nkernel void k(global int4 *p) { p[0] = sin(p[1]); }"
    assert codes(text) == []


def test_printf_vector_without_length_modifier_is_a_warning():
    snapshot = parse_bytes("/virtual/t.cl", b'kernel void k(float4 v) { printf("%v4f", v); }')
    found = [f for f in analyze(snapshot) if f.code == "B004"]
    assert len(found) == 1 and found[0].severity.label == "warning"
