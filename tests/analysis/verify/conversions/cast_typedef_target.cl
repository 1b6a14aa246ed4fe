// RUN-FLAGS: -cl-std=CL3.0
// The target named through a typedef is still a vector type.
typedef int4 ivec;
kernel void k(global ivec *out, float4 f) {
  out[0] = (ivec)f; // expected-error {{invalid conversion between ext-vector type 'ivec' (aka 'int4')}} [C002]
}
