// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// The outermost pointee converts to the generic address space as a single pointer does.
void relink(global int **a, int **c) {
  global int *g = 0;
  int *x = 0;
  global int **from_parameter = a;
  global int **from_address = &g;
  int **plain = c;
  int **from_local_address = &x;
  from_parameter = from_address;
  plain = from_local_address;
}
kernel void run(global int *out) { out[0] = 1; }
