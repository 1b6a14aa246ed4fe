// RUN-FLAGS: -cl-std=CL2.0
// Generic pointers cannot be kernel parameters either.
kernel void k(generic int *p) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void k2(global int *ok, int *p) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
