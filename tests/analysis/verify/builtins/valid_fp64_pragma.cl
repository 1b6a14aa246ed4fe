// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Double-precision built-ins with cl_khr_fp64.
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void dbl(global double *d, global double2 *v) {
  d[0] = sqrt(d[1]) + fma(d[2], d[3], d[4]) + M_PI;
  v[0] = fmax(v[1], 0.0) + dot(v[2], v[3]);
  printf("%f %v2lf\n", d[0], v[0]);
}
#endif
