// expected-no-diagnostics
// Halves of three-component vectors act on four lanes; the fourth is undefined.
kernel void k(global float3 *p, global float2 *out) {
    float3 v = p[0];
    out[0] = v.lo;
    out[1] = v.hi;
    out[2] = v.even;
    out[3] = v.odd;
    float x = v.lo.x + v.lo.hi + v.hi.lo + v.even.y;
    v.lo = (float2)(x, x);
    p[0] = v;
}
