// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-cl_khr_fp64,-__opencl_c_fp64
// OpenCL C 3.0 without the __opencl_c_fp64 feature.
typedef double real; // expected-error {{use of type 'double' requires cl_khr_fp64 and __opencl_c_fp64 support}} [X001]
float mix_real(float a, float b, float t) { return a + (b - a) * t; }
kernel void k(global float *out) { out[0] = mix_real(0.0f, 1.0f, 0.5f); }
