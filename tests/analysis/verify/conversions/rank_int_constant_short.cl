// RUN-FLAGS: -cl-std=CL2.0
// An unsuffixed integer constant is an int; it outranks short and char elements.
kernel void k(global short8 *out, global uchar16 *bytes, short8 s, uchar16 b) {
  out[0] = s * 2; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  bytes[0] = b & 0xF; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[1] = s * (short)2;
  bytes[1] = b & (uchar)0xF;
}
