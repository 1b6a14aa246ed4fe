// Conversions spelled with macros, all explicit or allowed.
// expected-no-diagnostics
#define TO_INT4(v) convert_int4_sat_rte(v)
#define BITS(v) as_uint4(v)
#define SCALE 2.5f
#define VEC float4
kernel void k(global float4 *p, global int4 *q, global uint4 *r) {
    VEC v = p[0] * SCALE;
    q[0] = TO_INT4(v);
    r[0] = BITS(v);
    q[1] = (int4)(1, 2, 3, 4) * (int)SCALE;
}
