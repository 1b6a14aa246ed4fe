// A float2 and three scalars make five components, one more than a float4 has.
kernel void k(global float4 *out, float2 xy) {
  out[0] = (float4)(xy, 0.0f, 0.0f, 1.0f); // expected-error {{too many elements in vector initialization (expected 4 elements, have 5)}} [C003]
}
