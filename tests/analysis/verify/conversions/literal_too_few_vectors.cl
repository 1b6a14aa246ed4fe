// RUN-FLAGS: -cl-std=CL2.0
// Two int2 values fill only half of an int8.
kernel void k(global int8 *out, int2 a, int2 b) {
  out[0] = (int8)(a, b); // expected-error {{too few elements in vector initialization (expected 8 elements, have 4)}} [C003]
}
