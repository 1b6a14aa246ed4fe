"""Generate a realistic, deterministic OpenCL C file of about N lines (default 10,000).

Usage: python bench/gen_kernel.py [LINES] [-o FILE]   (prints to stdout without -o)

The mix: #define macros, structs and typedefs, helper functions with
address-space qualifiers, vector types and swizzles, loops, barriers,
local memory, and comments, so the parser and every feature see typical code.
The output is valid OpenCL C (no syntax diagnostics) and depends only on LINES.
"""

from __future__ import annotations

import argparse
import random
import sys

HEADER = """// Generated benchmark source: {lines} lines requested, seed {seed}.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define TILE 16
#define WG_SIZE 256
#define CLAMP01(x) clamp((x), 0.0f, 1.0f)
#define IDX(r, c, w) ((r) * (w) + (c))

typedef struct {{
    float4 position;
    float4 velocity;
    float mass;
    int flags;
}} particle_t;

typedef struct {{
    float re, im;
}} complex_t;

enum blend_mode {{ BLEND_ADD, BLEND_MUL, BLEND_MAX }};

"""

VEC = ["float2", "float4", "float8", "int4", "uint4", "half4"]
SWIZ = ["x", "y", "z", "w", "xy", "zw", "xyz", "wzyx", "s0", "s1", "lo", "hi"]


def helper(i: int, rng: random.Random) -> str:
    vec = rng.choice(["float2", "float4"])
    sw = "xy" if vec == "float2" else rng.choice(["xyzw", "wzyx", "xxyy"])
    return f"""/* Helper {i}: weighted sum over a {vec} window.
 * Reads global memory through a const pointer. */
inline float helper_{i}(__global const {vec} *src, const int n, const float w) {{
    float acc = 0.0f;
    for (int j = 0; j < n; ++j) {{
        {vec} v = src[j].{sw};
        acc += dot(v, v) * w;
        if (acc > {rng.randint(10, 999)}.0f) {{
            acc = CLAMP01(acc / {rng.randint(2, 9)}.0f);
        }}
    }}
    return acc;
}}

"""


def kernel(i: int, rng: random.Random) -> str:
    h = rng.randrange(max(i, 1))
    kind = i % 4
    if kind == 0:
        return f"""// Kernel {i}: tiled matrix multiply with local memory.
__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void matmul_{i}(__global const float *a, __global const float *b, __global float *c, const int n) {{
    __local float ta[TILE][TILE];
    __local float tb[TILE][TILE];
    const int row = get_global_id(1);
    const int col = get_global_id(0);
    const int lr = get_local_id(1);
    const int lc = get_local_id(0);
    float sum = 0.0f;
    for (int t = 0; t < n / TILE; ++t) {{
        ta[lr][lc] = a[IDX(row, t * TILE + lc, n)];
        tb[lr][lc] = b[IDX(t * TILE + lr, col, n)];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; ++k) {{
            sum += ta[lr][k] * tb[k][lc];
        }}
        barrier(CLK_LOCAL_MEM_FENCE);
    }}
    c[IDX(row, col, n)] = sum;
}}

"""
    if kind == 1:
        return f"""// Kernel {i}: particle integration with vector swizzles.
__kernel void integrate_{i}(__global particle_t *ps, const float dt, const int count) {{
    int gid = get_global_id(0);
    if (gid >= count) {{
        return;
    }}
    particle_t p = ps[gid];
    float4 acc = (float4)(0.0f, -9.81f, 0.0f, 0.0f) / p.mass;
    p.velocity.xyz += acc.xyz * dt;
    p.position.xyz += p.velocity.xyz * dt;
    p.position.w = length(p.velocity.xyz);
    if (p.position.y < 0.0f) {{
        p.position.y = -p.position.y;
        p.velocity.y *= -0.{rng.randint(1, 9)}f;
        p.flags |= {1 << rng.randint(0, 7)};
    }}
    ps[gid] = p;
}}

"""
    if kind == 2:
        vec = rng.choice(VEC[:3])
        return f"""// Kernel {i}: reduction in local memory.
__kernel void reduce_{i}(__global const {vec} *in, __global float *out, __local float *scratch, const int n) {{
    const int lid = get_local_id(0);
    const int gid = get_global_id(0);
    float v = gid < n ? helper_{h}((__global const float{'2' if vec == 'float2' else '4'} *)in, 1, 1.0f) : 0.0f;
    scratch[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {{
        if (lid < s) {{
            scratch[lid] += scratch[lid + s];
        }}
        barrier(CLK_LOCAL_MEM_FENCE);
    }}
    if (lid == 0) {{
        out[get_group_id(0)] = scratch[0];
    }}
}}

"""
    return f"""// Kernel {i}: complex multiply and blend.
__kernel void blend_{i}(__global const complex_t *a, __global const complex_t *b, __global complex_t *out,
                        __constant float *weights, const enum blend_mode mode) {{
    size_t gid = get_global_id(0);
    complex_t x = a[gid], y = b[gid], r;
    r.re = x.re * y.re - x.im * y.im;
    r.im = x.re * y.im + x.im * y.re;
    switch (mode) {{
    case BLEND_ADD:
        r.re += weights[{rng.randint(0, 15)}];
        break;
    case BLEND_MUL:
        r.im *= weights[{rng.randint(0, 15)}];
        break;
    default:
        r.re = fmax(r.re, r.im);
    }}
    uint4 bits = as_uint4((float4)(r.re, r.im, 0.0f, 1.0f));
    r.im += (float)(bits.s0 & 0xff) * 1e-9f;
    out[gid] = r;
}}

"""


def generate(lines: int = 10_000, seed: int = 1234) -> str:
    rng = random.Random(seed)
    parts = [HEADER.format(lines=lines, seed=seed)]
    count = sum(p.count("\n") for p in parts)
    i = 0
    while count < lines:
        piece = helper(i, rng) + kernel(i, rng)
        parts.append(piece)
        count += piece.count("\n")
        i += 1
    return "".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", nargs="?", type=int, default=10_000)
    parser.add_argument("-o", "--output")
    args = parser.parse_args()
    text = generate(args.lines)
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {args.output}: {text.count(chr(10))} lines, {len(text.encode())} bytes", file=sys.stderr)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
