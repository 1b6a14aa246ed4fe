// RUN-FLAGS: -cl-std=CL2.0
// An int3 takes 16 bytes, so it cannot come from an int2 (8 bytes).
kernel void k(global int3 *out, int2 v) {
  out[0] = as_int3(v); // expected-error {{invalid reinterpretation: sizes of 'int3' (vector of 3 'int' values) and '__private int2' (vector of 2 'int' values) must match}} [C008]
}
