// RUN-FLAGS: -cl-std=CL1.2
// Below the outermost pointee, the address spaces of a pointer to a pointer must match exactly.
void relink(global int **a, local int **b, int **c) {
  global int *g = 0;
  global int **same = a;
  global int **address = &g;
  int **plain = c;
  local int **wrong = a; // expected-error {{initializing '__local int *__private *__private' with an expression of type '__global int *__private *__private' changes address space of nested pointer}} [Q012]
  b = c; // expected-error {{assigning '__private int *__private *__private' to '__local int *__private *__private' changes address space of nested pointer}} [Q012]
  same = address;
  same[0][0] = wrong[0][0] + plain[0][0];
}
kernel void run(global int *out) { out[0] = 1; }
