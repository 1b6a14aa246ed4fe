"""Hover tests: each kind of token, resolved overloads, availability and speed (engine level, no LSP)."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from opencl_lsp.project.features import DEFAULT_FEATURES, DEFAULT_VERSION
from opencl_lsp.hover.hover import hover_at
from opencl_lsp.syntax.document import parse_bytes

REPO_ROOT = Path(__file__).resolve().parents[2]
# tests/hover is not a package, so reach the shared fixture parser through the repository root.
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))
from tests.annotations import parse  # noqa: E402

PRELUDE = """
#define SQ(x) ((x) * (x))
#define TILE 16
/// A particle.
typedef struct { float4 p; int n[4]; } P;
// Scale factor.
constant float SCALE = 2.0f;
/* Adds one. */
float add1(float x) { return x + 1.0f; }
kernel void k(__global const float4 *a, read_only image2d_t img, sampler_t s, __global P *ps, uint u) {
  float4 v = (float4)(1.0f);
  local float buf[16];
  BODY;
}
"""


def hover(body: str, version=DEFAULT_VERSION, features=DEFAULT_FEATURES):
    text, _expected, cursor = parse(PRELUDE.replace("BODY", body))
    result = hover_at(parse_bytes("t.cl", text.encode()), cursor, version, features)
    if result is None:
        return None, None
    return result, text.encode()[result.start : result.end].decode()


def test_builtin_call_shows_the_resolved_overload():
    result, word = hover("float4 r = fm$0in(v, 1.0f)")
    assert word == "fmin"
    first_block = result.markdown.split("```")[1]
    assert "float4 fmin(float4 x, float y);" in first_block
    assert "gentypef fmin(gentypef x, float y);" in result.markdown
    assert "Maximum error" in result.markdown and "registry.khronos.org" in result.markdown


def test_builtin_call_resolution_for_images_and_geometry():
    result, _ = hover("float4 c = read_image$0f(img, s, (int2)(0, 0))")
    assert "float4 read_imagef(read_only image2d_t image, sampler_t sampler, int2 coord);" in result.markdown
    result, _ = hover("float d = do$0t(v.xyz, v.xyz)")
    assert "float dot(float3 p0, float3 p1);" in result.markdown
    result, _ = hover("uint m = mad24$0(u, u, u)")
    assert "uint mad24(uint x, uint y, uint z);" in result.markdown


def test_unmet_requirements_are_marked():
    result, _ = hover("double2 r = fmin$0((double2)(1.0), 2.0)", version=(1, 2), features=frozenset())
    assert "Not available" in result.markdown
    result, _ = hover("double2 r = fmin$0((double2)(1.0), 2.0)")
    assert "Not available" not in result.markdown


def test_builtin_types():
    result, word = hover("float4$0 q")
    assert word == "float4"
    for fact in ("element type: `float`", "lanes: 4", "size: 16 bytes", "alignment: 16 bytes", "`cl_float4`"):
        assert fact in result.markdown
    result, word = hover("image2d_t$0 *nothing")
    assert word == "image2d_t"
    assert "`read_imagef` (read_only" in result.markdown
    assert "`write_imagef` (write_only" in result.markdown


def test_qualifiers_and_keywords():
    text, _e, _c = parse(PRELUDE.replace("BODY", ""))
    snap = parse_bytes("t.cl", text.encode())
    for word, expected in (("__global", "address space"), ("kernel", "kernel"), ("read_only", "access"),
                           ("local", "address space"), ("constant", "address space")):
        result = hover_at(snap, text.index(word) + 1)
        assert result is not None, word
        assert expected in result.markdown, word


def test_builtin_macros_and_constants():
    result, word = hover("float r = M_PI_F$0")
    assert word == "M_PI_F" and "3.14159" in result.markdown and "`float`" in result.markdown
    result, _ = hover("barrier(CLK_LOCAL_MEM_$0FENCE)")
    assert "cl_mem_fence_flags" in result.markdown


def test_file_macros_show_their_definition():
    result, word = hover("float r = S$0Q(2.0f)")
    assert word == "SQ" and "#define SQ(x) ((x) * (x))" in result.markdown
    result, _ = hover("int t = TILE$0")
    assert "#define TILE 16" in result.markdown


def test_swizzles():
    result, word = hover("float3 q = v.xz$0y")
    assert word == "xzy"
    assert "`float3` made of lanes 0, 2, 1 of a `float4`" in result.markdown
    result, _ = hover("float2 q = v.h$0i")
    assert "lanes 2, 3" in result.markdown


def test_user_symbols():
    result, word = hover("float4 q = a$0[0]")
    assert word == "a" and "__global const float4 *a" in result.markdown and "`__global`" in result.markdown
    result, _ = hover("float r = SCALE$0")
    assert "constant float SCALE" in result.markdown and "Scale factor." in result.markdown
    result, _ = hover("float r = add1$0(1.0f)")
    assert "float add1(float x)" in result.markdown and "Adds one." in result.markdown
    result, _ = hover("buf$0[0] = 1.0f")
    assert "local float buf[16]" in result.markdown and "`__local`" in result.markdown
    result, _ = hover("P$0 copy")
    assert "typedef struct" in result.markdown and "A particle." in result.markdown


def test_hovering_a_declaration_name():
    result, word = hover("int cou$0nt = 0")
    assert word == "count" and "int count" in result.markdown and "`__private`" in result.markdown


def test_fields():
    result, word = hover("float4 q = ps->p$0")
    assert word == "p" and "float4 p;" in result.markdown and "field of `P`" in result.markdown


def test_conversions_and_literals():
    result, _ = hover("int4 q = convert_int4_sat$0(v)")
    assert "int4" in result.markdown and "saturate" in result.markdown
    result, _ = hover("float q = 1.0f$0")
    assert "float" in result.markdown


def test_nothing_to_say():
    assert hover("  $0 ")[0] is None
    assert hover("int q = unknown_thing$0")[0] is None


def test_hover_is_fast_on_a_large_file(tmp_path):
    path = tmp_path / "big.cl"
    subprocess.run([sys.executable, str(REPO_ROOT / "bench" / "gen_kernel.py"), "-o", str(path)],
                   check=True, capture_output=True)
    data = path.read_bytes()
    snap = parse_bytes("big.cl", data)
    offsets = [data.index(word, len(data) // 2) + 1 for word in (b"dot(", b"src[j]", b"get_global_id", b"float4 v")]
    hover_at(snap, offsets[0])  # The first call builds the file-scope index.
    timings = []
    for _ in range(5):
        for offset in offsets:
            start = time.perf_counter()
            assert hover_at(snap, offset) is not None
            timings.append(time.perf_counter() - start)
    assert statistics.median(timings) < 0.020
