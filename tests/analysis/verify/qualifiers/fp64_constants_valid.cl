// expected-no-diagnostics
// Extension-guarded constant tables and kernels.
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
constant double coeffs[3] = {0.5, 0.25, 0.125};
kernel void poly(global double *x) {
  double v = x[get_global_id(0)];
  x[get_global_id(0)] = coeffs[0] + v * (coeffs[1] + v * coeffs[2]);
}
#endif
constant float fcoeffs[3] = {0.5f, 0.25f, 0.125f};
kernel void polyf(global float *x) { x[0] = fcoeffs[0] + x[0] * fcoeffs[1]; }
