// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// OpenCL C 1.2 code may name its own types atomic_int and the like.
typedef volatile int atomic_int;
kernel void count(global atomic_int *hits) {
  atomic_inc(hits);
}
