// expected-no-diagnostics
// A macro with the function's name changes what the call means: left alone.
#define step(n) ((n) + 1)
int step_all(int n) { return step(n); }
#define WALK walk
void walk(global int *p, int d) { if (d > 0) p[d] = d; }
kernel void k(global int *p) { WALK(p, 3); p[0] = step_all(1); }
