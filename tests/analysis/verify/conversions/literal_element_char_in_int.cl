// RUN-FLAGS: -cl-std=CL1.1
// A char2 operand of an int4 literal.
kernel void k(global int4 *out, char2 c) {
  out[0] = (int4)(c, 3, 4); // expected-error {{initializing 'int' with an expression of incompatible type '__private char2'}} [C004]
}
