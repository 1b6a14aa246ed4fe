// RUN-FLAGS: -cl-std=CL1.1
// static and extern came with OpenCL C 1.2.
static float twice(float x) { return 2.0f * x; } // expected-error {{OpenCL C version 1.1 does not support the 'static' storage class specifier}} [Q020]
extern float half_of(float x); // expected-error {{OpenCL C version 1.1 does not support the 'extern' storage class specifier}} [Q020]
kernel void k(global float *out) {
    out[0] = twice(out[1]);
}
