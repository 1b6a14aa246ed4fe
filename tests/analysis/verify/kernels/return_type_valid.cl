// expected-no-diagnostics
// Kernels return void; helper functions may return anything.
int helper(int x) { return x * 2; }
float4 shade(float4 c) { return c * 0.5f; }
kernel void run(global int *p) { p[0] = helper(p[1]); }
__kernel void __attribute__((reqd_work_group_size(64, 1, 1))) tiled(global float4 *c) { c[0] = shade(c[1]); }
void kernel spelled_after(global int *p) { p[0] = 1; }
