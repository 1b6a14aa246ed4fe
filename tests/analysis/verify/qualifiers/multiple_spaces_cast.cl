// RUN-FLAGS: -cl-std=CL2.0
// Casts and pointer levels too.
kernel void k(global int *g) {
  global int *a = (global constant int *)g; // expected-error {{multiple address spaces specified for type}} [Q002]
  global int * local global *b; // expected-error {{multiple address spaces specified for type}} [Q002]
}
