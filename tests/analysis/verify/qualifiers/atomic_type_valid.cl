// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// With 64-bit atomics (SPIR has them) every atomic type is declared.
kernel void sums(global atomic_long *total, global atomic_ulong *bits, global atomic_float *f, global atomic_double *d) {
  atomic_fetch_add(total, 1L);
  atomic_fetch_or(bits, 2UL);
  atomic_store(f, 1.0f);
  atomic_store(d, 2.0);
  local atomic_flag flag;
  if (get_local_id(0) == 0)
    atomic_flag_clear(&flag);
}
