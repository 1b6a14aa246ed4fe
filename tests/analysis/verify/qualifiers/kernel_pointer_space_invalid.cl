// Kernel pointer parameters must point to global, constant or local memory.
kernel void unqualified(float *data) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void explicit_private(private int *p) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
__kernel void second(__global int *ok, __private uchar *bad) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
kernel void const_unqualified(const float4 *in, global float4 *out) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} [Q001]
