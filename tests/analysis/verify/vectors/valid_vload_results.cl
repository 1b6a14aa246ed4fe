// expected-no-diagnostics
// Selections on the results of built-in calls and vector literals.
kernel void k(global const float *in, global float *out) {
    size_t i = get_global_id(0);
    float4 a = vload4(i, in);
    float s = dot(a.xyz, (float3)(1.0f, 2.0f, 3.0f));
    float2 m = fmax(a.lo, a.hi);
    out[i] = s + m.x + convert_float4(convert_int4(a)).w + ((float2)(1.0f, 2.0f)).y;
    vstore2(vload8(0, in).s46, i, out);
    int4 c = isgreater(a, (float4)(0.0f));
    out[i + 1] = (float)c.s3 + (float)(a > 0.0f).y;
}
