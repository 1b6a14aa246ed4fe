// expected-no-diagnostics
// Code in skipped branches is never judged.
#define USE_INT 1
#if USE_INT
typedef int flag_t;
#else
typedef bool flag_t;
#endif
kernel void pick(global int *out, flag_t f) { out[0] = f; }
#if 0
kernel void old(bool b, size_t n, global int * global *pp) {}
int loop(int n) { return loop(n); }
void varargs(int n, ...);
__attribute__((reqd_work_group_size(0, 1))) void helper(void) {}
#endif
#ifdef NOT_DEFINED
kernel void vla(int n) { int a[n]; }
#endif
