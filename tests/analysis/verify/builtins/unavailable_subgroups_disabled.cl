// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// Without cl_khr_subgroups or __opencl_c_subgroups, sub-group functions do not exist.
kernel void lanes(global uint *out) {
  out[get_global_id(0)] = get_sub_group_local_id(); // expected-error {{use of undeclared identifier 'get_sub_group_local_id'}} [X040]
}
