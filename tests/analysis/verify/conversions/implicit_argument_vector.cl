// Passing an int4 where a user function takes float4.
float4 shade(float4 c) { return c * 0.5f; } // expected-note {{passing argument to parameter 'c' here}}
kernel void k(global float4 *out, global const int4 *in) {
  int i = get_global_id(0);
  out[i] = shade(in[i]); // expected-error {{to parameter of incompatible type 'float4'}} [C001]
}
