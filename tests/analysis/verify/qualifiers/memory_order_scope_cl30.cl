// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-cl_khr_subgroups,-__opencl_c_subgroups,-cl_intel_subgroups
// memory_scope_sub_group needs sub-groups.
kernel void count(global atomic_int *hits) {
  atomic_fetch_add_explicit(hits, 1, memory_order_relaxed, memory_scope_sub_group); // expected-error {{use of undeclared identifier 'memory_scope_sub_group'}} [Q068]
  atomic_fetch_add_explicit(hits, 1, memory_order_seq_cst, memory_scope_all_devices);
  // expected-note@* {{'memory_scope_work_group' declared here}}
}
