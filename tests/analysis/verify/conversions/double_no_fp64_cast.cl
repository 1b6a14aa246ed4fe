// RUN-FLAGS: -cl-std=CL2.0 -Xclang -cl-ext=-cl_khr_fp64
// Casts and sizeof name the type too.
kernel void k(global float *out, float x) {
  out[0] = (float)(double)x; // expected-error {{use of type 'double' requires cl_khr_fp64 support}} [X001]
  out[1] = sizeof(double); // expected-error {{use of type 'double' requires cl_khr_fp64 support}} [X001]
}
