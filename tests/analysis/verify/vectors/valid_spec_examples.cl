// expected-no-diagnostics
// The legal lines of the specification's component examples.
kernel void k(global float4 *out) {
    float2 coord;
    coord.x = 1.0f;
    coord.y = 2.0f;
    float3 pos3;
    pos3.z = 1.0f;
    float4 c;
    c.xyzw = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    c.z = 1.0f;
    c.xy = (float2)(3.0f, 4.0f);
    c.xyz = (float3)(3.0f, 4.0f, 5.0f);
    float4 pos = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    float4 swiz = pos.wzyx;
    float4 dup = pos.xxyy;
    pos.xw = (float2)(5.0f, 6.0f);
    pos.wx = (float2)(7.0f, 8.0f);
    pos.xyz = (float3)(3.0f, 5.0f, 9.0f);
    float8 vf = (float8)(pos, swiz);
    float4 odd = vf.odd;
    float4 even = vf.even;
    float2 high = vf.even.hi;
    float2 low = vf.odd.lo;
    out[0] = c + dup + odd + even + (float4)(high, low) + (float4)(coord, pos3.z, 0.0f);
}
