// expected-no-diagnostics
// An address space attribute alone is one address space.
typedef int plain_t;
kernel void k(__attribute__((opencl_global)) int *p, __attribute__((opencl_local)) plain_t *q) {
  __attribute__((opencl_private)) int x = p[0];
  __attribute__((opencl_private)) plain_t y = q[0];
  p[1] = x + y;
}
