// RUN-FLAGS: -cl-std=CL2.0
// No variable lives in the generic address space; pointers may point into it.
kernel void k(global int *p) {
  generic int n; // expected-error {{automatic variable qualified with an invalid address space}} [Q009]
  int * generic r = p; // expected-error {{automatic variable qualified with an invalid address space}} [Q009]
  generic int *q = p;
  n = *q + *r;
  p[0] = n;
}
