// RUN-FLAGS: -cl-std=CL2.0
// A swizzle of three components does not fit a four-component variable.
kernel void k(global float4 *out, float4 p) {
  float4 q = p.xyz; // expected-error {{initializing '__private float4' (vector of 4 'float' values) with an expression of incompatible type '__private float3'}} [C001]
  out[0] = q;
}
