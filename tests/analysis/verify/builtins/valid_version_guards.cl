// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.1
// A kernel written for several versions picks its built-ins by version.
kernel void portable(global int *p, local int *tmp) {
  tmp[get_local_id(0)] = p[get_global_id(0)];
#if __OPENCL_C_VERSION__ >= 200
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
#else
  barrier(CLK_LOCAL_MEM_FENCE);
#endif
#if __OPENCL_C_VERSION__ >= CL_VERSION_1_2
  printf("%d\n", tmp[0]);
#endif
  p[get_global_id(0)] = tmp[0];
}
