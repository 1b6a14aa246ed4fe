// RUN-FLAGS: -cl-std=CL2.0
// From OpenCL C 2.0 a kernel may take a pointer to a pointer; every pointee must be global, constant or local.
kernel void a(private int * global *i) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void b(global int * private * global *i) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void c(int * global *i) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void d(global int * global *i, constant int * local *j, global int * global * global *k) { i[0][0] = j[0][0] + k[0][0][0]; }
