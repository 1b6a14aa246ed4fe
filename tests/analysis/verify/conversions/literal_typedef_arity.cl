// RUN-FLAGS: -cl-std=CL2.0
// A vector literal written with a typedef'd vector type.
typedef float4 vec4;
kernel void k(global vec4 *out, float2 xy) {
  out[0] = (vec4)(xy, 1.0f); // expected-error {{too few elements in vector initialization (expected 4 elements, have 3)}} [C003]
  out[1] = (vec4)(xy, 0.0f, 1.0f);
}
