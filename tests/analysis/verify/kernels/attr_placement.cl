// The kernel attributes describe a launch: an ordinary function has none.
__attribute__((reqd_work_group_size(64, 1, 1))) void helper(global int *p) {} // expected-error {{attribute 'reqd_work_group_size' can only be applied to an OpenCL kernel function}} [K006]
__attribute__((vec_type_hint(float4))) float4 twice(float4 v) { return v * 2.0f; } // expected-error {{attribute 'vec_type_hint' can only be applied to an OpenCL kernel function}} [K006]
void __attribute__((work_group_size_hint(8, 8, 1))) tile(global int *p) {} // expected-error {{attribute 'work_group_size_hint' can only be applied to an OpenCL kernel function}} [K006]
kernel void run(global int *p) { helper(p); tile(p); }
