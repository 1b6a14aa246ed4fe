// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Generic pointers and the address-space query and cast built-ins.
void bump(int *p) {
  global int *g = to_global(p);
  if (g != NULL) { *g += 1; return; }
  local int *l = to_local(p);
  if (l) *l += 2;
  private int *q = to_private(p);
  if (q) *q += 3;
  cl_mem_fence_flags f = get_fence(p);
  (void)f;
}
kernel void k(global int *data, local int *scratch) { bump(data); bump(scratch); int x = 0; bump(&x); }
