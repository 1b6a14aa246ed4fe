// expected-no-diagnostics
// Pointer fields may point into any address space.
typedef struct {
  global float *data;
  local int *scratch;
  constant uint *table;
  int count;
} view;
struct node { global struct node *next; float value; };
kernel void k(global float *out, constant uint *t) {
  view v;
  v.data = out;
  v.table = t;
  v.count = 1;
  out[0] = v.data[0] + (float)v.table[0];
}
