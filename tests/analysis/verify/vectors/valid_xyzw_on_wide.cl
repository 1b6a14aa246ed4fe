// expected-no-diagnostics
// xyzw name the first four lanes of any vector with four or more components.
kernel void head(global float8 *p, global float16 *q, global float4 *out) {
    float8 a = p[0];
    float16 b = q[0];
    out[0] = a.xyzw;
    out[1] = b.wzyx + (float4)(a.x, a.y, b.z, b.w);
    a.xy = b.zw;
    b.w = a.s7;
    out[2] = (float4)(a.lo.xy, b.hi.lo.zw);
    out[3] = a.xyzw.xxyy;
    p[1] = a;
    q[1] = b;
}
