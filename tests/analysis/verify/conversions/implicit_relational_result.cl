// A comparison of float4 values gives int4, not float4.
kernel void mask(global float4 *out, float4 a, float4 b) {
  float4 m = a < b; // expected-error {{with an expression of incompatible type 'int __attribute__((ext_vector_type(4)))'}} [C001]
  out[0] = m;
}
