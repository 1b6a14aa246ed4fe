// expected-no-diagnostics
// A macro with the function's name changes what the call means: left alone.
#define step(n) ((n) + 1)
int step_all(int n) { return step(n); }
#define WALK walk
void walk(global int *p, int d) { if (d > 0) p[d] = d; }
kernel void k(global int *p) { WALK(p, 3); p[0] = step_all(1); }
// Overloads call each other by one name: different functions, not recursion.
__attribute__((overloadable)) float scale(float x) { return x * 2.0f; }
__attribute__((overloadable)) int scale(int x) { return (int)scale((float)x); }
