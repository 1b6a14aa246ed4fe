// RUN-FLAGS: -cl-std=CL2.0
// Shifting a float is meaningless; ldexp scales by powers of two.
kernel void k(global float *out, float f, int n) {
  out[0] = f << n; // expected-error {{invalid operands to binary expression}} [C007]
  out[1] = ldexp(f, n);
}
