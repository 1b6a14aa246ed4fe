// expected-no-diagnostics
// Structures holding pointers, passed by pointer to helpers in each address space.
typedef struct { global float *base; int stride; } strided;
typedef struct { float sum; int n; } acc;
float fetch(strided s, int i) { return s.base[i * s.stride]; }
void add(acc *a, float v) { a->sum += v; a->n++; }
void add_local(local acc *a, float v) { a->sum += v; }
kernel void k(global float *data, global acc *results, local acc *shared) {
  strided s;
  s.base = data;
  s.stride = 2;
  acc mine = {0.0f, 0};
  add(&mine, fetch(s, get_global_id(0)));
  if (get_local_id(0) == 0) { shared->sum = 0.0f; shared->n = 0; }
  barrier(CLK_LOCAL_MEM_FENCE);
  add_local(shared, mine.sum);
  global acc *slot = results + get_group_id(0);
  slot->sum = mine.sum;
  slot->n = mine.n;
}
