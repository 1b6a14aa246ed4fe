// RUN-FLAGS: -cl-std=CL1.2
// A `##` with a fixed prefix makes only names with that prefix.
#define MAKE_ACC(n) float acc_##n = 0.0f
kernel void sums(global const float *in, global float *out) {
  MAKE_ACC(lo);
  out[0] = acc_lo + in[0];
  out[1] = total_sum(in); // expected-error {{use of undeclared identifier 'total_sum'}} [B001]
}
