// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// C11-style atomics with their enumeration constants.
kernel void count(global atomic_int *counter, global int *out) {
  int old = atomic_fetch_add_explicit(counter, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
  out[get_global_id(0)] = old + atomic_load_explicit(counter, memory_order_seq_cst);
  work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_work_group);
}
