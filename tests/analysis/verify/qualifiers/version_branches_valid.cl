// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Code for newer versions sits in branches this configuration skips.
#if __OPENCL_C_VERSION__ >= 200
global int counter;
float first(generic float *p) { return p[0]; }
kernel void rw(read_write image2d_t img) {}
#else
constant int counter = 0;
float first(private float *p) { return p[0]; }
#endif
kernel void k(global int *out) {
  float x = 1.0f;
  out[0] = counter + (int)first(&x);
}
