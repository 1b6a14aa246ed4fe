// RUN-FLAGS: -cl-std=CL1.2
// Work-group collective functions need OpenCL C 2.0.
kernel void total(global const int *in, global int *out) {
  int s = work_group_reduce_add(in[get_global_id(0)]); // expected-error {{use of undeclared identifier 'work_group_reduce_add'}} [X040]
  if (get_local_id(0) == 0) out[get_group_id(0)] = s;
}
