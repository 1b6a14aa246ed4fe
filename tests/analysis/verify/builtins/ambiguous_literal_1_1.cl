// RUN-FLAGS: -cl-std=CL1.1
// In OpenCL C 1.1, without the cl_khr_fp64 pragma, 1.0 is a float: the float form is exact.
kernel void k(global float *out, float f) {
  out[0] = max(1.0, 2.0f); // expected-warning {{double precision constant requires cl_khr_fp64}}
  out[1] = fmax(0.5, f); // expected-warning {{double precision constant requires cl_khr_fp64}}
}
