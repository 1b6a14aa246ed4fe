// expected-no-diagnostics
// A pointer to a numbered address space is no automatic variable in it.
kernel void k(__attribute__((address_space(1))) int *out) {
  __attribute__((address_space(1))) int *p = out;
  p[0] = 1;
}
