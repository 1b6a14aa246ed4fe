// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Each named address space has its form, and the generic forms take any but constant.
typedef struct { global float *data; local int *counts; } views_t;
void helper(float *anywhere, views_t v, float x) {
  float whole;
  anywhere[0] = fract(x, anywhere) + fract(x, &whole) + fract(x, v.data);
  atomic_add(v.counts, 1);
}
kernel void k(global float *g, local int *counts, constant float *c) {
  local int total;
  local float scratch[4];
  float mine[4];
  views_t v = { g, counts };
  atomic_add(&total, 1);
  atomic_inc(&counts[1]);
  vstore4(vload4(0, c), 0, scratch);
  vstore4(vload4(0, g), 0, mine);
  helper(g, v, mine[0] + scratch[0]);
}
