// RUN-FLAGS: -cl-std=CL1.0
// expected-no-diagnostics
// Integer and comparison operands of the logical operators are fine in every version.
kernel void k(global int *out, global int4 *vout, float a, int i, int4 m, float4 v) {
  out[0] = i && (a < 1.0f);
  out[1] = !i || !(a > 0.5f);
  vout[0] = m && (v < 0.5f);
  vout[1] = !m;
}
