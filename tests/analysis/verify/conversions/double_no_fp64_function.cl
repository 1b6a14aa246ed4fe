// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp64
// A helper's parameter and return type.
double twice(double x) { return x + x; } // expected-error 2 {{use of type 'double' requires cl_khr_fp64 support}} [X001]
kernel void k(global float *out) { out[0] = 1.0f; }
