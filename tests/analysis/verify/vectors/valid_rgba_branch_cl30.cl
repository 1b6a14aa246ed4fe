// RUN-FLAGS: -cl-std=CL3.0
// expected-no-diagnostics
// The other side of the same branch under 3.0.
kernel void k(global float4 *p, global float *out) {
    float4 c = p[0];
#if __OPENCL_C_VERSION__ >= CL_VERSION_3_0
    out[0] = c.r + c.g + c.b + c.a;
#else
    out[0] = c.x + c.y + c.z + c.w;
#endif
}
