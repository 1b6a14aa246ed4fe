// Macros that build vectors and swizzles: all valid.
// expected-no-diagnostics
#define XY(v) (v).xy
#define LO(v) (v).lo
#define SPLAT4(x) ((float4)(x))
#define LANE 3
#define CAT(a, b) a##b
kernel void k(global float4 *p, global float2 *q) {
    float4 v = SPLAT4(1.0f) + p[0];
    q[0] = XY(v) + LO(v);
    q[1] = v.CAT(s, 1) * (float2)(v.s3, v.CAT(s, 2));
    q[2] = (float2)(v.s0, v.w) * LANE;
    float8 w = (float8)(v, v);
    p[1] = w.CAT(s, 0123);
}
