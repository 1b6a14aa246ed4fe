// RUN-FLAGS: -cl-std=CL3.0
// Narrowing a double2 inside a float4 literal needs convert_float2.
kernel void k(global float4 *out, global const double2 *d, float2 f) {
  out[0] = (float4)(f, d[0]); // expected-error {{initializing 'float' with an expression of incompatible type 'const __global double2'}} [C004]
  out[1] = (float4)(f, convert_float2(d[0]));
}
