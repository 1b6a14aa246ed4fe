// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Every __opencl_atomic_* operation on the atomic types it takes.
kernel void count(global atomic_int *hits, global atomic_float *sums, global const atomic_int *frozen,
                  global int *expected_value, int scope) {
  __opencl_atomic_init(hits, 0);
  __opencl_atomic_store(hits, 1, memory_order_release, memory_scope_work_group);
  int seen = __opencl_atomic_load(frozen, memory_order_acquire, memory_scope_device);
  seen += __opencl_atomic_load(hits, memory_order_relaxed, scope);
  seen += __opencl_atomic_exchange(hits, 2, memory_order_seq_cst, memory_scope_all_svm_devices);
  seen += __opencl_atomic_fetch_xor(hits, 3, memory_order_relaxed, memory_scope_sub_group);
  float total = __opencl_atomic_fetch_add(sums, 1.0f, memory_order_relaxed, 2);
  total += __opencl_atomic_fetch_max(sums, 0.5f, memory_order_relaxed, memory_scope_device);
  bool swapped = __opencl_atomic_compare_exchange_strong(hits, expected_value, seen, memory_order_seq_cst,
                                                          memory_order_relaxed, memory_scope_device);
  if (swapped)
    __opencl_atomic_fetch_min(hits, (int)total, memory_order_relaxed, memory_scope_work_group);
}
