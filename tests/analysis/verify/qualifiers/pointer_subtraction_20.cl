// RUN-FLAGS: -cl-std=CL2.0
// Subtracting pointers into address spaces that do not overlap.
kernel void k(global int *g, local int *l, constant int *c, global long *out) {
  int *gen = g;
  out[0] = g - l; // expected-error {{arithmetic operation with operands of type  ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}} [Q012]
  out[1] = c - gen; // expected-error {{arithmetic operation with operands of type  ('__constant int *' and '__generic int *') which are pointers to non-overlapping address spaces}} [Q012]
  out[2] = gen - g;
  out[3] = g - g;
  out[4] = c - c;
}
