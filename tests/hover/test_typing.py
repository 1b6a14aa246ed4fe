"""Expression typing and overload resolution tests (engine level, no LSP)."""

import pytest

from opencl_lsp.analysis.semantics.catalog import load_catalog
from opencl_lsp.analysis.semantics.typing import (
    conversion_cost, expression_type, literal_type, resolve_overload, swizzle_lanes, viable_overloads)
from opencl_lsp.syntax.document import parse_bytes

PRELUDE = """
typedef float4 vec;
typedef struct { float4 p; int n[4]; } P;
#define N 16
kernel void k(__global const float4 *a, read_only image2d_t img, sampler_t s, __global P *ps, uint u,
              __global float *out) {
  float4 v, w; vec t; int i; char c; short sh; double d; half h; size_t gid; long l;
  local float buf[16];
  P q;
  EXPR;
}
"""


def type_of(expression: str):
    text = PRELUDE.replace("EXPR", expression)
    snap = parse_bytes("t.cl", text.encode())
    start = PRELUDE.index("EXPR")
    node = snap.tree.root_node.named_descendant_for_byte_range(start, start + len(expression))
    while node.parent is not None and (node.parent.start_byte, node.parent.end_byte) == (node.start_byte, node.end_byte):
        node = node.parent
    assert (node.start_byte, node.end_byte) == (start, start + len(expression)), node.type
    return expression_type(snap, node)


@pytest.mark.parametrize("expression, expected", [
    # Literals and their suffixes.
    ("1", "int"), ("1u", "uint"), ("1ul", "ulong"), ("1.0f", "float"), ("1.0", "double"), ("1.0h", "half"),
    ("'a'", "int"), ("0xFFFFFFFF", "uint"), ("3000000000", "long"), ("N", "int"), ("M_PI_F", "float"),
    # Names, vector literals and casts.
    ("v", "float4"), ("u", "uint"), ("a", "__global const float4 *"), ("buf", "__local float[16]"),
    ("(float4)(1.0f, 2, 3, 4)", "float4"), ("(vec)(1.0f)", "float4"), ("t", "float4"), ("(float)i", "float"),
    ("(uint)c", "uint"), ("(const __global float *)out", "__global const float *"), ("sizeof(int)", "size_t"),
    # Swizzles.
    ("v.xyz", "float3"), ("v.x", "float"), ("v.lo", "float2"), ("v.hi", "float2"), ("v.even", "float2"),
    ("v.s0", "float"), ("v.s3210", "float4"), ("v.xyzw.hi.x", "float"), ("v.q", None), ("v.s4", None),
    # Fields and subscripts.
    ("a[i]", "float4"), ("a[i].w", "float"), ("ps->p", "float4"), ("ps->n[1]", "int"),
    # An array member lives where the object holding it does, and decays to a pointer into that space.
    ("ps->n", "__global int[4]"), ("ps->n + 1", "__global int *"), ("ps[0].n + 1", "__global int *"),
    ("(*ps).n", "__global int[4]"), ("&ps->n[1]", "__global int *"), ("q.n + 1", "int *"),
    ("ps[0].p.xy", "float2"), ("buf[2]", "float"), ("&buf[2]", "__local float *"), ("v[1]", "float"),
    # Arithmetic and the usual conversions.
    ("v * 2", "float4"), ("v + i", "float4"), ("2.0f * v", "float4"), ("c + sh", "int"), ("u + i", "uint"),
    ("u + l", "long"), ("gid + 1", "size_t"), ("(gid * l)", None), ("d * 1.0f", "double"), ("h + 1", "half"),
    ("i % 2.0f", None), ("-c", "int"), ("~u", "uint"), ("c << 2", "int"), ("v + (float2)(1.0f)", None),
    ("a + 1", "__global const float4 *"), ("out - out", "ptrdiff_t"), ("unknown + 1", None),
    # Relational and logical operators.
    ("i < 2", "int"), ("v > 1.0f", "int4"), ("v == w", "int4"), ("!v", "int4"), ("i && u", "int"),
    ("(double2)(0) < 1.0", "long2"), ("(uchar4)(0) != (uchar4)(1)", "char4"), ("(half8)(0) < (half8)(1)", "short8"),
    # Ternary and assignment.
    ("i ? v : w", "float4"), ("i ? 1 : 2.0f", "float"), ("i = 2.0f", "int"), ("v += 1.0f", "float4"),
    # Calls: user functions, conversions and built-ins.
    ("fmin(v, 1.0f)", "float4"), ("fmin(v, w)", "float4"), ("clamp(i, 0, 10)", "int"),
    ("dot(v.xyz, v.xyz)", "float"), ("read_imagef(img, s, (int2)(0, 0))", "float4"), ("mad24(u, u, u)", "uint"),
    ("get_global_id(0)", "size_t"), ("convert_int4_sat(v)", "int4"), ("as_uint(1.0f)", "uint"),
    ("vload4(0, out)", "float4"), ("isgreater(v, w)", "int4"), ("select(v, w, v > w)", "float4"),
    ("fmin(1, 2)", None), ("sqrt(2.0f)", "float"), ("length(v)", "float"), ("max(i, 0)", "int"),
    ("fabs(-1.0)", "double"), ("fmin(v, unknown)", None),
])
def test_expression_types(expression, expected):
    assert type_of(expression) == expected


def test_literal_types():
    assert literal_type("0x1p3f") == "float"
    assert literal_type("017") == "int"
    assert literal_type("1e3") == "double"
    assert literal_type("2147483648u") == "ulong" or literal_type("2147483648u") == "uint"
    assert literal_type("abc") is None


def test_swizzle_lanes():
    assert swizzle_lanes(4, "xzy") == [0, 2, 1]
    assert swizzle_lanes(8, "odd") == [1, 3, 5, 7]
    assert swizzle_lanes(3, "hi") == [2, 3]
    assert swizzle_lanes(16, "sF") == [15]
    assert swizzle_lanes(8, "xy") is None


def test_overload_resolution():
    catalog = load_catalog()
    fmin = resolve_overload(catalog.function("fmin"), ["float4", "float"])
    assert fmin.label() == "float4 fmin(float4 x, float y)"
    assert resolve_overload(catalog.function("clamp"), ["int", "int", "int"]).return_type == "int"
    assert resolve_overload(catalog.function("dot"), ["float3", "float3"]).return_type == "float"
    read = resolve_overload(catalog.function("read_imagef"), ["read_only image2d_t", "sampler_t", "int2"])
    assert read.return_type == "float4" and read.params[2].type == "int2"
    assert resolve_overload(catalog.function("read_imagef"), ["image2d_t", "sampler_t", "int2"]) == read
    assert resolve_overload(catalog.function("mad24"), ["uint", "uint", "uint"]).return_type == "uint"
    assert resolve_overload(catalog.function("fmin"), ["float", "int"]).label() == "float fmin(float x, float y)"
    assert resolve_overload(catalog.function("fmin"), ["int", "int"]) is None
    atomic = resolve_overload(catalog.function("atomic_inc"), ["__global int *"])
    assert atomic.label() == "int atomic_inc(volatile __global int *p)"
    assert resolve_overload(catalog.function("atomic_inc"), ["__constant int *"]) is None


def test_viable_overloads_narrow_by_known_arguments():
    fmin = load_catalog().function("fmin")
    viable = viable_overloads(fmin, ["float4"])
    assert viable and all(o.params[0].type == "float4" for o in viable)
    assert len(viable_overloads(fmin, [None])) == len(fmin.overloads())


def test_conversion_costs():
    assert conversion_cost("float", "float") == 0
    assert conversion_cost("char", "int") == 1
    assert conversion_cost("int", "float") == 2
    assert conversion_cost("float4", "float") is None
    assert conversion_cost("__local float[16]", "__local float *") == 0
    assert conversion_cost("__global const float *", "__global float *") is None


def test_deeply_nested_expression():
    text = "void f() { int y = " + "(" * 10000 + "1" + ")" * 10000 + "; }"
    snap = parse_bytes("t.cl", text.encode())
    init = snap.tree.root_node.descendant_for_byte_range(text.index("(("), text.index("((") + 1).parent
    assert expression_type(snap, init) == "int"


def test_pointer_levels_keep_their_own_address_space():
    from opencl_lsp.analysis.semantics.typing import parse_type

    ctype = parse_type("global int * local * p")
    assert ctype.space == "__global" and ctype.levels == ("__local", "")
    assert ctype.text() == "__global int * __local *"
    assert ctype.pointee().text() == "__global int * __local"
    assert ctype.pointee().pointee().text() == "int"
    assert parse_type("__global float *").levels == ()
    assert parse_type(parse_type("local float * global * private *").text()) == parse_type("local float * global * private *")
