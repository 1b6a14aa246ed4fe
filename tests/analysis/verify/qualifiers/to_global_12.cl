// RUN-FLAGS: -cl-std=CL1.2
kernel void k(global int *g) {
  global int *p = to_global(g); // expected-error {{use of undeclared identifier 'to_global'}} [X040]
}
