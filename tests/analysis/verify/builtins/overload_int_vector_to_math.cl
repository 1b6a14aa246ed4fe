// Math functions take floating-point arguments; an integer vector never converts to a float vector.
kernel void wave(global float4 *out, int4 steps) {
  out[0] = sin(steps); // expected-error {{no matching function for call to 'sin'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
