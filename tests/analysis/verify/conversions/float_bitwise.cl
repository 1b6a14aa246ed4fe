// Bitwise operators on float vectors; work on the bits with as_uint4 instead.
kernel void k(global float4 *out, float4 v, uint4 mask) {
  out[0] = v & mask; // expected-error {{invalid operands to binary expression}} [C007]
  out[1] = as_float4(as_uint4(v) & mask);
}
