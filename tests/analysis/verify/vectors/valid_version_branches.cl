// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// rgba names behind a version check are not compiled before 3.0.
kernel void k(global float4 *p, global float *out) {
    float4 c = p[0];
#if __OPENCL_C_VERSION__ >= 300
    out[0] = c.r + c.g;
#else
    out[0] = c.x + c.y;
#endif
#if 0
    out[1] = c.q + c.xs0;
#endif
}
