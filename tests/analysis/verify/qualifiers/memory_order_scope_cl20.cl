// RUN-FLAGS: -cl-std=CL2.0
// memory_order_consume never exists; memory_scope_all_devices is OpenCL C 3.0's name.
kernel void count(global atomic_int *hits) {
  atomic_fetch_add_explicit(hits, 1, memory_order_consume); // expected-error {{use of undeclared identifier 'memory_order_consume'}} [Q068]
  atomic_fetch_add_explicit(hits, 1, memory_order_relaxed, memory_scope_all_devices); // expected-error {{use of undeclared identifier 'memory_scope_all_devices'}} [Q068]
  atomic_fetch_add_explicit(hits, 1, memory_order_seq_cst, memory_scope_all_svm_devices);
  // expected-note@* {{'memory_scope_all_svm_devices' declared here}}
}
