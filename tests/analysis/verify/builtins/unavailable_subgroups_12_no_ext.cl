// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-all
// In OpenCL C 1.2 the sub-group functions come only with cl_khr_subgroups.
kernel void lanes(global uint *out) {
  out[0] = get_sub_group_size(); // expected-error {{use of undeclared identifier 'get_sub_group_size'}} [X040]
  sub_group_barrier(CLK_LOCAL_MEM_FENCE); // expected-error {{use of undeclared identifier 'sub_group_barrier'}} [X040]
}
