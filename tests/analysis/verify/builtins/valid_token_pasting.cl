// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Names made by token pasting cannot be seen on the raw text; they are not reported.
#define MAKE_ACC(n) float acc_##n = 0.0f
#define ACC(n) acc_##n
kernel void sums(global const float *in, global float *out) {
  MAKE_ACC(lo);
  MAKE_ACC(hi);
  for (int i = 0; i < 8; i++) { ACC(lo) += in[i]; ACC(hi) += in[i + 8]; }
  out[0] = acc_lo + acc_hi;
}
