// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// Optional functionality behind feature macros: the guarded branches are skipped when unsupported.
kernel void guarded(global float *out) {
#ifdef __opencl_c_subgroups
  out[0] = sub_group_reduce_add(out[0]);
#endif
#if defined(__opencl_c_device_enqueue)
  (void)get_default_queue();
#endif
#ifdef __opencl_c_work_group_collective_functions
  out[1] = work_group_reduce_max(out[1]);
#else
  out[1] = fmax(out[1], 0.0f);
#endif
  barrier(CLK_GLOBAL_MEM_FENCE);
}
