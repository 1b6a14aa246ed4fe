"""Quick fixes of the C rules, the lookup shortcut they share, and their silence on code they cannot judge."""

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.syntax.document import parse_bytes


def _findings(text: str, code: str):
    snapshot = parse_bytes("t.cl", text.encode())
    return [f for f in analyze(snapshot) if f.code == code]


def _apply(text: str, finding) -> str:
    data = text.encode()
    for edit in sorted(finding.fix.edits, key=lambda e: e.start, reverse=True):
        data = data[: edit.start] + edit.new_text.encode() + data[edit.end :]
    return data.decode()


def test_vector_cast_fix_uses_convert():
    text = "kernel void k(global int4 *o, float4 f) { o[0] = (int4)(f + 1.0f); }\n"
    [finding] = _findings(text, "C002")
    assert _apply(text, finding) == "kernel void k(global int4 *o, float4 f) { o[0] = convert_int4(f + 1.0f); }\n"


def test_vector_cast_to_other_width_has_no_fix():
    text = "kernel void k(global float2 *o, float4 f) { o[0] = (float2)f; }\n"
    [finding] = _findings(text, "C002")
    assert finding.fix is None


def test_convert_modifier_order_fix():
    text = "kernel void k(global int4 *o, float4 f) { o[0] = convert_int4_rte_sat(f); }\n"
    [finding] = _findings(text, "C009")
    assert "convert_int4_sat_rte(f)" in _apply(text, finding)


def test_shadowed_local_types_by_innermost_declaration():
    text = (
        "kernel void k(global int4 *o, float4 v) {\n"
        "  int4 x = 0;\n"
        "  { float4 x = v; o[0] = convert_int4(x); }\n"
        "  o[1] = x;\n"
        "}\n"
    )
    assert _findings(text, "C001") == []


def test_user_function_named_like_conversion_is_left_alone():
    text = (
        "float4 convert_float4_sat(int4 v) { return convert_float4(v); }\n"
        "int4 as_int4(int2 v) { return (int4)(v, v); }\n"
        "kernel void k(global float4 *o, global int4 *p, int4 i, int2 j) {\n"
        "  o[0] = convert_float4_sat(i);\n"
        "  p[0] = as_int4(j);\n"
        "}\n"
    )
    assert _findings(text, "C009") == [] and _findings(text, "C008") == []


def test_incomplete_code_is_silent():
    text = "kernel void k(global int4 *o, float4 f) { int4 a = f +; o[0] = (int4)(f, ; }\n"
    for code in ("C001", "C002", "C003", "C005", "C006"):
        assert _findings(text, code) == []
