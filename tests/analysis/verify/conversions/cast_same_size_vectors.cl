// RUN-FLAGS: -cl-std=CL2.0
// Casting between vectors of the same byte size does not reinterpret; as_long2 does.
kernel void k(global long2 *out, int4 v) {
  out[0] = (long2)v; // expected-error {{invalid conversion between ext-vector type 'long2'}} [C002]
  out[1] = as_long2(v);
}
