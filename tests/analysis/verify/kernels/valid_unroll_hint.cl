// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Hints before loops: none, a literal, an enumerator, a constant variable.
enum { FACTOR = 4 };
kernel void k(global int *x) {
  const int c = 2;
  __attribute__((opencl_unroll_hint))
  for (int i = 0; i < 8; i++) x[i] = i;
  __attribute__((opencl_unroll_hint(8)))
  for (int i = 0; i < 8; i++) x[i] += i;
  __attribute__((opencl_unroll_hint(FACTOR)))
  for (int i = 0; i < 8; i++) x[i] -= i;
  __attribute__((opencl_unroll_hint(c)))
  do { x[0]++; } while (x[0] < 4);
  int n = 4;
  __attribute__((opencl_unroll_hint(0x2)))
  while (n--) x[n] = 0;
}
