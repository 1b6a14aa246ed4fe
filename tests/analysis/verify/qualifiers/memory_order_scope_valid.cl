// RUN-FLAGS: -cl-std=CL3.0
// expected-no-diagnostics
// With the features (SPIR has them all) every order and scope is declared.
kernel void count(global atomic_int *hits) {
  atomic_fetch_add_explicit(hits, 1, memory_order_seq_cst, memory_scope_all_devices);
  atomic_fetch_add_explicit(hits, 1, memory_order_acq_rel, memory_scope_all_svm_devices);
  atomic_fetch_add_explicit(hits, 1, memory_order_relaxed, memory_scope_sub_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
}
