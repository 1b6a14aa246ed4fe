// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// OpenCL C 3.0 without the generic address space: unqualified pointers in functions are private.
void bump(int *counter) { (*counter)++; }
int total(private int *xs, int n) { int s = 0; for (int i = 0; i < n; i++) s += xs[i]; return s; }
kernel void k(global int *out) {
  int c = 0;
  int xs[3] = {1, 2, 3};
  bump(&c);
  int *p = xs;
  out[0] = c + total(p, 3);
#ifdef __opencl_c_generic_address_space
  generic int *g = out;
#endif
}
