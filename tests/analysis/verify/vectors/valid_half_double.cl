// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void k(global half *h, global double3 *d, global double *out) {
    half4 x = (half4)(h[0], h[1], h[2], h[3]);
    half2 y = x.s13;
    double3 v = d[0];
    double2 w = v.lo;
    v.z = w.y + (double)y.x;
    out[0] = v.s2 + v.hi.x;
    d[0] = v;
}
