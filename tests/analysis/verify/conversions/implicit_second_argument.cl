// RUN-FLAGS: -cl-std=CL3.0
// The second parameter is uint2; an int2 argument is rejected.
uint2 rotate2(uint2 v, uint2 by) { return (v << by) | (v >> (32u - by)); } // expected-note {{passing argument to parameter 'by' here}}
kernel void k(global uint2 *out, int2 s) {
  out[0] = rotate2(out[0], s); // expected-error {{passing '__private int2' (vector of 2 'int' values) to parameter of incompatible type 'uint2'}} [C001]
}
