"""`conversion_facts.never_vector_call` and `never_pointer_call` tell from a call's callee alone that
its value is no vector (no pointer), so that C001 and Q012 skip typing it: wherever they say so,
the typer's own answer for the call agrees (no vector value, no pointer type), on every call of a
handwritten file, of the `-verify` fixtures and of the generated benchmark source."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from opencl_lsp.analysis import conversion_facts as cf
from opencl_lsp.analysis import pointer_spaces as ps
from opencl_lsp.analysis import qualifier_support as qs
from opencl_lsp.analysis.context import Context
from opencl_lsp.syntax.document import Document

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from gen_kernel import generate  # noqa: E402

VERIFY = Path(__file__).resolve().parent / "verify"

HANDWRITTEN = b"""
typedef float4 vec;
float4 grow(float4 v) { return v * 2.0f; }
float shrink(float4 v) { return v.x; }
global float *pick(global float *p) { return p + 1; }
float later(float x);
kernel void k(global float4 *out, global float *f, read_only image2d_t img, sampler_t s, int n) {
    int i = get_global_id(0);
    float4 a = out[i];
    float4 b = fmax(a, a);
    float c = fmax(f[0], f[1]);
    float4 d = vload4(0, f);
    float4 e = read_imagef(img, s, (int2)(0, 0));
    int4 q = convert_int4(a);
    uint4 r = as_uint4(a);
    float4 g = grow(a);
    float h = shrink(a);
    global float *p = pick(f);
    float l = later(h);
    float m = dot(a, a) + length(a) + undeclared_thing(a);
    vec w = (vec)(1.0f);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[i] = b + d + e + g + w + convert_float4(q) + as_float4(r) + c + h + l + m + *p;
}
float later(float x) { return x; }
"""


# A file's own name for a built-in's result type: `get_fence` returns a float4 here.
SHADOWING = b"""
typedef float4 cl_mem_fence_flags;
kernel void k(global float *p, global float4 *o) {
    float4 f = get_fence(p);
    o[0] = f + (float4)(get_global_id(0));
}
"""


def _sources() -> list[tuple[str, bytes]]:
    found = [("handwritten.cl", HANDWRITTEN), ("shadowing.cl", SHADOWING), ("bench600.cl", generate(600).encode())]
    found += [(str(path.relative_to(VERIFY)), path.read_bytes()) for path in sorted(VERIFY.rglob("*.cl"))]
    return found


def _calls(text: bytes):
    snapshot = Document("/callee_facts.cl", text).snapshot()
    sem = Context(snapshot, None).semantic
    for fn in sem.functions:
        sem.prime(fn)
        for call in sem.body_nodes(fn).get("call_expression", ()):
            yield sem, call


def test_a_call_cleared_by_its_callee_types_as_no_vector_and_no_pointer():
    checked = cleared_vector = cleared_pointer = 0
    for name, text in _sources():
        for sem, call in _calls(text):
            checked += 1
            shown = (name, sem.text(call))
            if cf.never_vector_call(sem, call):
                cleared_vector += 1
                assert not cf.is_vector(cf.expression_value(sem, None, call)), shown
            if cf.never_pointer_call(sem, call):
                cleared_pointer += 1
                assert qs.pointer_of(sem, call) is None and qs.nested_pointer_of(sem, call) is None, shown
                assert ps.pointer_type(sem, call) is None, shown
    # Most calls are cleared, and not all: the comparison is not vacuous.
    assert checked > 1000
    assert checked // 2 < cleared_vector < checked
    assert checked // 2 < cleared_pointer < checked


@pytest.mark.parametrize("call, vector, pointer", [
    ("get_global_id(0)", False, False),
    ("fmax(a, a)", True, False),  # Some overload has a vector result.
    ("fmax(f[0], f[1])", True, False),
    ("vload4(0, f)", True, False),
    ("read_imagef(img, s, (int2)(0, 0))", True, False),
    ("convert_int4(a)", True, True),  # Conversion built-ins: left to the typer.
    ("as_uint4(a)", True, True),
    ("grow(a)", True, False),  # A declared function: by its declared result.
    ("shrink(a)", False, False),
    ("pick(f)", False, True),
    ("later(h)", False, False),
    ("dot(a, a)", False, False),
    ("undeclared_thing(a)", False, False),  # The typer gives it no type.
    ("(vec)(1.0f)", True, True),  # A typedef'd vector literal: typed as usual.
    ("barrier(CLK_LOCAL_MEM_FENCE)", False, False),
])
def test_what_each_callee_leaves_to_the_typer(call, vector, pointer):
    """(vector, pointer): whether the call may be a vector (a pointer), so that it is typed."""
    found = [(sem, node) for sem, node in _calls(HANDWRITTEN) if sem.text(node) == call]
    assert len(found) == 1
    sem, node = found[0]
    assert (not cf.never_vector_call(sem, node), not cf.never_pointer_call(sem, node)) == (vector, pointer)


def test_a_result_type_the_file_names_itself_leaves_the_call_to_the_typer():
    verdicts = {sem.text(node): cf.never_vector_call(sem, node) for sem, node in _calls(SHADOWING)}
    assert verdicts == {"get_fence(p)": False, "get_global_id(0)": True}
