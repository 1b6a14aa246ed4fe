// as_int4 of an 8-byte value.
kernel void bits(global int4 *out, float2 v) {
  out[0] = as_int4(v); // expected-error {{invalid reinterpretation: sizes of 'int4' (vector of 4 'int' values) and '__private float2' (vector of 2 'float' values) must match}} [C008]
}
