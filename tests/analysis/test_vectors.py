"""Vector component rules (V family): what the -verify fixtures cannot show.

The selector parser, the rgba quick fix, name shadowing inside a function,
unknown types, macros, incomplete code while typing, and a cost that stays linear.
"""

import time

from opencl_lsp.analysis.driver import analyze
from opencl_lsp.analysis.preprocessed import StaticProject
from opencl_lsp.analysis.registry import all_codes
from opencl_lsp.analysis.vector_components import parse_selector
from opencl_lsp.project.config import resolve_config
from opencl_lsp.syntax.document import parse_bytes

NOT_V = {rule.code for rule in all_codes() if not rule.code.startswith("V")}


def findings(text: str, flags=("-cl-std=CL1.2",), path="/vectors/example.cl"):
    config, _ = resolve_config(path, cli_args=list(flags), cwd="/vectors")
    project = StaticProject(lambda p: None, config)
    return analyze(parse_bytes(path, text.encode()), NOT_V, project=project)


def codes(text: str, flags=("-cl-std=CL1.2",)):
    return sorted(f.code for f in findings(text, flags))


def test_selector_parser():
    assert parse_selector("xyz", 4).lanes == (0, 1, 2)
    assert parse_selector("S0aF", 16).lanes == (0, 10, 15)
    assert parse_selector("hi", 3).lanes == (2, 3)
    assert parse_selector("odd", 8).lanes == (1, 3, 5, 7)
    assert parse_selector("x1", 4).notation == "mixed"
    assert parse_selector("s0y", 4).notation == "mixed"
    assert parse_selector("sg", 16).notation == "invalid"
    assert parse_selector("s", 4).notation == "invalid"
    assert parse_selector("ba", 4).notation == "rgba"
    assert parse_selector("xyzw", 8).beyond(8) == []
    assert parse_selector("s0s", 4).notation == "invalid"


def test_rgba_fix_uses_xyzw_letters():
    text = "kernel void k(global float4 *p) { float4 c = p[0]; p[1] = c.bgra; }\n"
    (finding,) = findings(text)
    assert finding.code == "V004"
    (edit,) = finding.fix.edits
    assert text[: edit.start] + edit.new_text + text[edit.end :] == text.replace("c.bgra", "c.zyxw")
    assert codes(text, ["-cl-std=CL3.0"]) == []
    # No explicit version: the project may target 3.0. (Another text: the driver's
    # per-function cache key holds the version but not whether it was explicit.)
    assert codes(text.replace("k(", "k2("), []) == []


def test_shadowing_inside_a_function():
    text = (
        "float4 v;\n"
        "kernel void k(global float *out) {\n"
        "  out[0] = v.w;\n"
        "  float2 v = (float2)(1.0f);\n"
        "  out[1] = v.y;\n"
        "  out[2] = v.w;\n"
        "  { float4 v = 0; out[3] = v.w; }\n"
        "}\n"
    )
    found = findings(text)
    assert [(f.code, text.count("\n", 0, f.start) + 1) for f in found] == [("V001", 6)]


def test_declarator_in_its_own_initializer_is_the_new_name():
    text = "float4 q;\nkernel void k(global float *o) {\n  float2 q = (float2)(q.x, 1.0f);\n  o[0] = q.x;\n}\n"
    assert codes(text) == []


def test_unknown_types_stay_silent():
    text = (
        "#define SEL(v) v.q\n"
        "kernel void k(global float *o, global T4 *p) {\n"
        "  o[0] = p[0].q + SEL(p[1]) + helper().xyzxy;\n"
        "}\n"
    )
    assert codes(text) == []


def test_macros_are_judged_as_expanded():
    # The body is analyzed as the compiler sees it; the finding lands on the invocation.
    text = (
        "#define SEL(v) v.q\n"
        "kernel void k(global float *o) {\n"
        "  float2 a = 0;\n"
        "  o[0] = SEL(a);\n"
        "}\n"
    )
    found = findings(text)
    assert [(f.code, text[f.start : f.end]) for f in found] == [("V003", "SEL(a)")]
    assert found[0].message.endswith(", in expansion of macro 'SEL'")


def test_incomplete_code_while_typing():
    prefix = "kernel void k(global float *o) {\n  float2 a = 0;\n  o[0] = a."
    for typed in ("", "z", "zz", "s", "lo.", "hi.x"):
        found = findings(prefix + typed + "\n}\n")
        assert all(f.code not in ("V002", "V003", "V005", "V006", "V007") for f in found), typed


def test_cost_is_linear():
    body = "  r.xy += c.hi.lo.odd; r.zw = a.yx * b.even.lo.hi; r.w = r.x + c.sF + b.s7;\n"
    fn = "float4 {n}{i}(float4 a, float8 b, float16 c) {{\n  float4 r = a.wzyx;\n" + body * 3 + "  return r;\n}}\n"
    warm = "".join(fn.format(n="w", i=i) for i in range(50))
    small = "".join(fn.format(n="s", i=i) for i in range(50))
    large = "".join(fn.format(n="l", i=i) for i in range(500))
    findings(warm)
    t0 = time.process_time()
    findings(small)
    t1 = time.process_time()
    findings(large)
    t2 = time.process_time()
    assert (t2 - t1) < 25 * max(t1 - t0, 0.01)
