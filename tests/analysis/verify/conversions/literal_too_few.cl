// Three scalars for a four-component vector.
kernel void k(global float4 *out, float x, float y, float z) {
  out[0] = (float4)(x, y, z); // expected-error {{too few elements in vector initialization (expected 4 elements, have 3)}} [C003]
}
