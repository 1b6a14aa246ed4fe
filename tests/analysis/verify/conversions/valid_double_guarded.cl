// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp64
// Double-precision code is compiled only where the device supports it.
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double real;
#define ONE 1.0
#else
typedef float real;
#define ONE 1.0f
#endif
real inverse(real x) { return ONE / x; }
kernel void k(global float *out, float x) {
  real r = inverse(x);
  out[0] = (float)r * 0.5f;
#if defined(cl_khr_fp64)
  double d = r * 0.25;
  out[1] = (float)d;
#endif
}
