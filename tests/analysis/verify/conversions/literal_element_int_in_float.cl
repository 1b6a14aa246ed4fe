// An int2 operand of a float4 literal is not converted.
kernel void k(global float4 *out, int2 ij) {
  out[0] = (float4)(ij, 0.0f, 1.0f); // expected-error {{initializing 'float' with an expression of incompatible type '__private int2'}} [C004]
}
