// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// The same name means different things in different scopes and in a block.
constant float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);

kernel void k(global float *out) {
    out[0] = v.w;
    float2 w = v.lo;
    {
        float2 v = w;
        out[1] = v.y;
    }
    for (int i = 0; i < 2; i++) {
        float8 v = (float8)(0.0f);
        out[2 + i] = v.s7;
    }
    float (^pick)(float16) = ^(float16 v) { return v.sf; };
    out[4] = pick((float16)(0.0f)) + v.z;
}
