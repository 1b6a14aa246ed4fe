// RUN-FLAGS: -cl-std=CL2.0 -Xclang -cl-ext=-cl_khr_int64_base_atomics
// atomic_long, atomic_ulong and atomic_double exist only with the 64-bit atomics; _Atomic never.
kernel void sums(global atomic_int *small, global int *out,
                 global atomic_long *total) { // expected-error {{unknown type name 'atomic_long'}} [Q060]
  _Atomic int raw; // expected-error {{use of undeclared identifier '_Atomic'}} [Q060]
  atomic_uint fine;
  atomic_init(&fine, 0u);
  out[0] = atomic_load(small);
}
