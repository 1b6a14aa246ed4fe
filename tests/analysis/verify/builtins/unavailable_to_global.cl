// RUN-FLAGS: -cl-std=CL1.2
// to_global and friends exist with the generic address space only (OpenCL C 2.0).
void touch(private int *p) {
  global int *g = to_global(p); // expected-error {{use of undeclared identifier 'to_global'}} [X040]
  if (g) *g = 1;
}
kernel void k(global int *p) { int x = p[0]; touch(&x); p[1] = x; }
