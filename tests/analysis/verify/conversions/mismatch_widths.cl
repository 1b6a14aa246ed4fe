// RUN-FLAGS: -cl-std=CL2.0
// Vectors of different widths cannot be combined.
kernel void k(global int2 *out, int2 a, int4 b) {
  out[0] = a + b; // expected-error {{implicit conversions between vector types ('int2' (vector of 2 'int' values) and 'int4' (vector of 4 'int' values)) are not permitted}} [C006]
  out[1] = a + b.lo;
}
