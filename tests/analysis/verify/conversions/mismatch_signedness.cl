// int4 and uint4 differ too.
kernel void k(global int4 *out, int4 a, uint4 b) {
  out[0] = a * b; // expected-error {{implicit conversions between vector types ('int4' (vector of 4 'int' values) and 'uint4' (vector of 4 'uint' values)) are not permitted}} [C006]
  out[1] = a * as_int4(b);
}
