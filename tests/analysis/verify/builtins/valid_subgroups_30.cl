// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0
// Sub-group functions in OpenCL C 3.0 when the feature is supported (the SPIR default).
kernel void lanes(global uint *out, global const float *in) {
  uint lane = get_sub_group_local_id();
  float sum = sub_group_reduce_add(in[get_global_id(0)]);
  uint first = sub_group_broadcast(lane, 0);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = lane + first + (uint)sum + get_max_sub_group_size() + get_num_sub_groups();
}
