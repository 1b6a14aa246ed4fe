// ~ on a float vector.
kernel void k(global float4 *out, float4 v) {
  out[0] = ~v; // expected-error {{invalid argument type 'float4' (vector of 4 'float' values) to unary expression}} [C007]
  out[1] = as_float4(~as_int4(v));
}
