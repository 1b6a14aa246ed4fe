// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Program-scope globals in OpenCL C 2.0: atomics, structs, pointers to global memory.
global atomic_int hits = ATOMIC_VAR_INIT(0);
typedef struct { int n; float sum; } stats;
global stats totals = {0, 0.0f};
global float *global last_buffer;
kernel void count(global float *data) {
  atomic_fetch_add(&hits, 1);
  totals.n++;
  totals.sum += data[0];
  last_buffer = data;
}
