// An array parameter is a pointer: in a kernel it must point to global, constant or local memory.
kernel void a(private int i[]) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void b(int i[]) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void c(global int i[], constant float f[4], local int l[]) { i[0] = f[0] + l[0]; }
