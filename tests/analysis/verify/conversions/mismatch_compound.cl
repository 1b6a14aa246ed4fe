// a += b with different vector types.
kernel void k(global float4 *out, float4 acc, int4 v) {
  acc += v; // expected-error {{implicit conversions between vector types ('float4' (vector of 4 'float' values) and 'int4' (vector of 4 'int' values)) are not permitted}} [C006]
  out[0] = acc;
}
