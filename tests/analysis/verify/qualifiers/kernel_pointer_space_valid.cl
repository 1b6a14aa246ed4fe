// expected-no-diagnostics
// Pointers into global, constant and local memory, spelled every way.
kernel void all_three(global float *a, constant float *b, local float *c) {}
__kernel void underscored(__global const int *restrict in, __constant int *table, __local int *scratch) {}
kernel void after_type(int global *a, float constant *b, char local *c) {}
kernel void by_value(int n, float4 v, global int *out) { out[0] = n + (int)v.x; }

typedef global float *gptr;
typedef constant uint *cptr;
kernel void through_typedefs(gptr out, cptr table) { out[0] = table[0]; }

// Helper functions may take private pointers.
void helper(int *p, private float *q) { *p = (int)*q; }
