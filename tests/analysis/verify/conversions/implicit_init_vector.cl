// Initializing a vector from a vector of another element type needs convert_.
kernel void quantize(global int4 *out, global const float4 *in) {
  float4 v = in[get_global_id(0)];
  int4 q = v; // expected-error {{initializing '__private int4' (vector of 4 'int' values) with an expression of incompatible type '__private float4'}} [C001]
  out[get_global_id(0)] = q;
}
