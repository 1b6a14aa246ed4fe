// RUN-FLAGS: -cl-std=CL3.0
// %= and ^= on floating-point values.
kernel void k(global double *out, double d, float4 f) {
  d %= 2.0; // expected-error {{invalid operands to binary expression}} [C007]
  f ^= f; // expected-error {{invalid operands to binary expression}} [C007]
  out[0] = d + f.x;
}
