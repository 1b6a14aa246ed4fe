// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=+__opencl_c_generic_address_space,+__opencl_c_program_scope_global_variables,+__opencl_c_atomic_order_seq_cst,+__opencl_c_atomic_scope_device
// expected-no-diagnostics
// Program-scope atomics may be initialized; the rest go through the atomic functions.
atomic_int counter = 0;
global atomic_uint flags = 1u;

kernel void count(global atomic_int *hits, global int *out) {
  static global atomic_int seen = 0;
  atomic_int mine;
  atomic_init(&mine, 0);
  atomic_store(&hits[0], 1);
  out[0] = atomic_load(&hits[1]) + atomic_fetch_add(&counter, 1) + atomic_load(&seen);
  global atomic_int *alias = hits;
  alias = hits + 1;
  out[1] = atomic_load(alias) + (int)atomic_load(&flags);
}
