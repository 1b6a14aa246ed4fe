// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Generic pointers: implicit from global, local and private; explicit back.
int first(int *p) { return p[0]; }
kernel void k(global int *g, local int *l, constant int *c, global int *out) {
  int x = 1;
  int *p = g;
  p = l;
  p = &x;
  generic int *q = (generic int *)l;
  global int *back = (global int *)p;
  local int *lb = (local int *)q;
  if (p == g || q != l) out[0] = first(g) + first(l) + first(&x);
  constant int *cc = c;
  if (cc == c) out[1] = back[0] + lb[0];
  void *any = g;
  out[2] = any != 0;
}
