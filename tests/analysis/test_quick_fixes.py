"""Quick fixes attached to findings by the engine (analysis/quick_fixes.py): what each offers, and where none is sure."""

from __future__ import annotations

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.findings import Edit
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.analysis.quick_fixes import enable_extension
from opencl_lsp.analysis.registry import describe
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes


def findings(text: str, code: str, flags=("-cl-std=CL1.2",)):
    path = "/fixes/example.cl"
    config, _ = resolve_config(path, cli_args=list(flags), cwd="/fixes")
    found = analyze(parse_bytes(path, text.encode()), (), project=StaticProject(lambda p: None, config))
    return [f for f in found if f.code == code]


def fixed(text: str, finding) -> str:
    data = text.encode()
    for edit in sorted(finding.fix.edits, key=lambda e: e.start, reverse=True):
        data = data[: edit.start] + edit.new_text.encode() + data[edit.end :]
    return data.decode()


def swizzle(selector: str, vector: str = "float2") -> str | None:
    text = f"kernel void k(global {vector} *p, global float4 *q) {{\n    {vector} w = p[0];\n    q[0].x = w.{selector}.x;\n}}\n"
    if selector.startswith("w") or len(selector) == 1:
        text = f"kernel void k(global {vector} *p, global float *q) {{\n    {vector} w = p[0];\n    q[0] = w.{selector};\n}}\n"
    (finding,) = findings(text, "V001")
    return None if finding.fix is None else finding.fix.title


def test_a_swizzle_out_of_range_drops_what_the_vector_lacks_and_never_guesses_a_lane():
    assert swizzle("xyzw") == "Drop z, w, which 'float2' lacks: '.xy' (a float2, not a float4)"
    assert swizzle("xyz") == "Drop z, which 'float2' lacks: '.xy' (a float2, not a float3)"
    assert swizzle("xzyw", "float3") == "Drop w, which 'float3' lacks: '.xzy' (a float3, not a float4)"
    assert swizzle("s0918", "float4") == "Drop s9, s8, which 'float4' lacks: '.s01' (a float2, not a float4)"
    assert swizzle("s09182", "float4") == "Drop s9, s8, which 'float4' lacks: '.s012' (a float3)"
    assert swizzle("rgab", "float2") == "Drop a, b, which 'float2' lacks: '.rg' (a float2, not a float4)"
    # One component past the end, or one left: which lane was meant is a guess, and a scalar
    # result would broadcast into a vector context without a word.
    for selector, vector in (("z", "float2"), ("w", "float3"), ("s9", "float4"), ("xz", "float2"), ("zw", "float2")):
        assert swizzle(selector, vector) is None, selector
    # Kept components at a width no selection has (5): no fix.
    assert swizzle("s012349", "float8") is None


def test_convert_is_offered_only_between_vectors_of_the_same_width():
    text = "kernel void k(global float4 *p, global float3 *q, global int4 *r) {\n    q[0] = p[0];\n    r[0] = p[1];\n}\n"
    by_line = {text.encode()[: f.start].count(b"\n"): f for f in findings(text, "C001")}
    assert by_line[1].fix is None  # float4 -> float3: no conversion keeps the meaning
    assert "r[0] = convert_int4(p[1]);" in fixed(text, by_line[2])


def test_the_fp16_pragma_is_offered_only_where_the_configuration_supports_the_extension():
    text = "kernel void k(global half *p) {\n    p[0] = p[1];\n}\n"
    assert all(f.fix is not None for f in findings(text, "X004"))
    assert all(f.fix is None for f in findings(text, "X004", ("-cl-std=CL1.2", "-cl-ext=-cl_khr_fp16")))
    assert enable_extension(b"int a; half b;", 7, "cl_khr_fp16") is None  # not at the start of a line
    assert enable_extension(b"x;\nhalf b;", 3, "cl_khr_fp16").edits == (
        Edit(3, 3, "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"),)


def test_a_qualifier_from_a_typedef_is_not_removed():
    text = "typedef global float gfloat;\nfloat f(gfloat x) {\n    return x;\n}\nfloat g(global float y) {\n    return y;\n}\n"
    found = findings(text, "Q003")
    assert [f.fix is None for f in found] == [True, False]
    assert "float g(float y)" in fixed(text, found[1])


def test_the_rule_pages_say_a_fix_is_available():
    for code in ("C001", "V001", "X003", "X004", "Q003"):
        assert describe(code).fix.value != "none", code
