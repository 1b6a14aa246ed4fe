// RUN-FLAGS: -cl-std=CL1.2
// work_group_barrier arrived in OpenCL C 2.0; before that it is barrier.
kernel void reduce(local float *tmp) {
  tmp[get_local_id(0)] = 0.0f;
  work_group_barrier(CLK_LOCAL_MEM_FENCE); // expected-error {{use of undeclared identifier 'work_group_barrier'}} [X040]
}
