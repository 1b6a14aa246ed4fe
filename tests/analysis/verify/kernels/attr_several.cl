// Several attributes in one list are each checked.
kernel __attribute__((reqd_work_group_size(16, 16, 1), vec_type_hint(bool))) void a(global int *p) {} // expected-error {{invalid argument to attribute 'vec_type_hint'}} [K005]
kernel __attribute__((vec_type_hint(float2), work_group_size_hint(0, 1, 1))) void b(global int *p) {} // expected-error {{'work_group_size_hint' attribute must be greater than 0}} [K005]
__attribute__((always_inline, reqd_work_group_size(16, 1, 1))) void helper(global int *p) {} // expected-error {{attribute 'reqd_work_group_size' can only be applied to an OpenCL kernel function}} [K006]
kernel void c(global int *p) { helper(p); }
