// A typedef of an unqualified pointer is still an unqualified kernel parameter.
typedef float *fptr;
kernel void k(fptr data) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
typedef private int pint;
kernel void k2(pint *p) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
