// RUN-FLAGS: -cl-std=CL3.0
// expected-no-diagnostics
// rgba names are part of OpenCL C 3.0, on any width they fit.
kernel void blend(global uchar4 *src, global uchar4 *dst, float alpha) {
    size_t i = get_global_id(0);
    float4 s = convert_float4(src[i]);
    float4 d = convert_float4(dst[i]);
    float4 o;
    o.rgb = s.rgb * alpha + d.rgb * (1.0f - alpha);
    o.a = 255.0f;
    float8 wide = (float8)(o, o.bgra);
    float2 rg = wide.rg;
    dst[i] = convert_uchar4_sat(o) + (uchar4)((uchar)rg.r);
}
