// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// From OpenCL C 1.2 the logical operators take floating-point operands too.
kernel void k(global int *out, global int4 *vout, float a, float b, float4 v) {
  out[0] = a && b;
  out[1] = !a || b;
  vout[0] = v && 0.0f;
  vout[1] = !v;
}
