"""Signature help tests: active parameter, narrowing by argument types, incomplete code (engine level, no LSP)."""

from __future__ import annotations

import sys
from pathlib import Path

from opencl_lsp.hover.signature import signature_help_at
from opencl_lsp.syntax.document import parse_bytes

REPO_ROOT = Path(__file__).resolve().parents[2]
# tests/hover is not a package, so reach the shared fixture parser through the repository root.
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
from tests.annotations import parse  # noqa: E402

PRELUDE = """
#define SQ(x, y) ((x) * (y))
/* Adds one to x and stores it at p. */
float add1(float x, __global int *p) { return x + 1.0f; }
kernel void k(__global const float4 *a, read_only image2d_t img, sampler_t s, uint u, __global float *out) {
  float4 v = (float4)(1.0f);
  BODY"""


def help_at(body: str, tail: str = "\n}\n"):
    text, _expected, cursor = parse(PRELUDE.replace("BODY", body) + tail)
    return signature_help_at(parse_bytes("t.cl", text.encode()), cursor, (1, 2), frozenset({"cl_khr_fp64"}))


def labels(result):
    return [s.label for s in result.signatures]


def test_user_function_with_nothing_after_the_comma():
    result = help_at("add1(1.0f, $0", tail="")
    assert labels(result) == ["float add1(float x, __global int *p)"]
    assert result.active_parameter == 1
    signature = result.signatures[0]
    assert [signature.label[a:b] for a, b in signature.parameters] == ["float x", "__global int *p"]
    assert "Adds one" in signature.documentation


def test_active_parameter_skips_nested_calls_strings_and_comments():
    result = help_at('add1(fmin(1.0f, 2.0f), /* , */ $0);')
    assert result.active_parameter == 1 and labels(result)[0].startswith("float add1")
    result = help_at("add1(fmin(1.0f, $0), 2);")
    assert labels(result)[0].endswith("fmin(float x, float y)") and result.active_parameter == 1
    result = help_at("SQ(',', \"a,b\", $0")
    assert labels(result) == ["SQ(x, y)"] and result.active_parameter == 2


def test_builtins_are_narrowed_by_known_argument_types():
    result = help_at("float4 r = fmin(v, $0")
    assert result.active_parameter == 1
    assert all(label.startswith("float4 fmin(float4 x") for label in labels(result))
    result = help_at("float4 c = read_imagef(img, s, $0")
    assert all("read_only image2d_t" in label for label in labels(result))
    result = help_at("uint m = mad24(u, $0")
    assert labels(result)[0] == "uint mad24(uint x, uint y, uint z)"
    result = help_at("float d = dot(v.xyz, $0")
    assert labels(result) == ["float dot(float3 p0, float3 p1)"]


def test_the_list_is_capped_and_unavailable_overloads_come_last():
    result = help_at("clamp($0")
    assert 0 < len(result.signatures) <= 12
    result = help_at("fmin($0")
    assert not any("half" in label for label in labels(result)[:6])


def test_no_help_outside_calls():
    assert help_at("if (u > 1) { $0 }") is None
    assert help_at("float4 w = (float4)(1.0f, $0") is None
    assert help_at("unknown_function(1, $0") is None
    assert help_at("add1(1.0f, 2); $0") is None
