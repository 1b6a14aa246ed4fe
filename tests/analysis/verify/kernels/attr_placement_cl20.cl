// RUN-FLAGS: -cl-std=CL2.0
// A program-scope global in OpenCL C 2.0 is still not a kernel.
global int counter __attribute__((work_group_size_hint(1, 1, 1))); // expected-error {{'work_group_size_hint' attribute only applies to functions}} [K006]
__attribute__((vec_type_hint(int4))) int4 helper(int4 v) { return v; } // expected-error {{attribute 'vec_type_hint' can only be applied to an OpenCL kernel function}} [K006]
kernel void k(global int4 *p) { p[0] = helper(p[1]); counter++; }
