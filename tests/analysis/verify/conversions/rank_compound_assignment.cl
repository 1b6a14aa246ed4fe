// Compound assignment applies the same rule.
kernel void k(global float4 *out, float4 acc, double w, uint4 u, uint n) {
  acc += w; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[0] = acc;
  u += n;
}
