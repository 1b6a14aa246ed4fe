// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp64
// A device without cl_khr_fp64 has no double type.
kernel void accumulate(global float *out, float x) {
  double sum = x; // expected-error {{use of type 'double' requires cl_khr_fp64 support}} [X001]
  out[0] = (float)sum;
}
