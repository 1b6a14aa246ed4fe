// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// to_global, to_local and to_private return named pointers (NULL when the pointer points elsewhere).
kernel void k(global int *g, local int *l) {
  int x = 0;
  generic int *p = g;
  global int *gp = to_global(p);
  local int *lp = to_local(p);
  private int *pp = to_private(p);
  if (gp) gp[0] = 1;
  if (lp) lp[0] = 2;
  if (pp) *pp = 3;
  p = l;
  p = &x;
  const generic int *cp = p;
  global const int *gcp = to_global(cp);
  g[1] = gcp ? gcp[0] : x;
}
