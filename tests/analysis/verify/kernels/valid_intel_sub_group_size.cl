// expected-no-diagnostics
// Kernels declared and defined with their qualifier and Intel's sub-group size.
kernel void first(global int *p);
__kernel __attribute__((intel_reqd_sub_group_size(16))) void second(global int *p) { p[0] = 1; }
kernel void first(global int *p) { p[0] = 2; }
