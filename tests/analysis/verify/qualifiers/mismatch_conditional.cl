// RUN-FLAGS: -cl-std=CL1.2
// The two arms of ?: must point into the same address space; a null pointer constant fits any.
kernel void pick(global int *g, local int *l, global int *h, int c) {
  global int *same = c ? g : h;
  global int *with_null = c ? g : 0;
  global int *mixed = c ? g : l; // expected-error {{conditional operator with the second and third operands of type  ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}} [Q012]
  same[0] = with_null[0] + mixed[0];
}
