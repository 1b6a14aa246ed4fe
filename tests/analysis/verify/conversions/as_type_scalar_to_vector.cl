// A scalar is not replicated by as_type.
kernel void k(global int4 *out, global int2 *o2, float s) {
  out[0] = as_int4(1); // expected-error {{invalid reinterpretation: sizes of 'int4' (vector of 4 'int' values) and 'int' must match}} [C008]
  o2[0] = as_int2(s); // expected-error {{invalid reinterpretation: sizes of 'int2' (vector of 2 'int' values) and '__private float' must match}} [C008]
}
