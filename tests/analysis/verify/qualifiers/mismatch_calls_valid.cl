// expected-no-diagnostics
// Matching address spaces in calls and returns; overloadable helpers are left alone.
int take(global int *p) { return p[0]; }
local int *pick(local int *a, local int *b, int which) { return which ? a : b; }
global int *advance(global int *p, int n) { return p + n; }
int __attribute__((overloadable)) load(global int *p) { return *p; }
int __attribute__((overloadable)) load(local int *p) { return *p; }
kernel void k(global int *g, local int *l, local int *m) {
  g[0] = take(g) + take(advance(g, 1)) + pick(l, m, 1)[0];
  g[1] = load(g) + load(l);
}
