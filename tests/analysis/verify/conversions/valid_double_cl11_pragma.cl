// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.1
// OpenCL C 1.1 with the extension enabled: doubles and double constants.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
double2 scale2(double2 v, double k) { return v * k; }
kernel void k(global double2 *out, global const float2 *in) {
  int i = get_global_id(0);
  double2 v = convert_double2(in[i]);
  out[i] = scale2(v, 0.5) + 1.0;
  out[i + 1] = (double2)(1.0, 2.0) * 3.0;
  out[i + 2] = as_double2(as_long2(v) & 0x7fffffffffffffffL);
}
