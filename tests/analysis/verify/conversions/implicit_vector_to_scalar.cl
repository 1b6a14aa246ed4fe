// A vector never becomes a scalar implicitly, not even its first component.
kernel void sum(global float *out, float4 v) {
  float s = v; // expected-error {{initializing '__private float' with an expression of incompatible type '__private float4'}} [C001]
  out[0] = s;
}
