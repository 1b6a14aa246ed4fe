// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Labels, struct members with the same names as variables, and designated initializers.
struct Range { int start; int end; };
kernel void walk(global int *out) {
  struct Range r = { .start = 0, .end = 8 };
  int start = r.start;
  int i = start;
again:
  if (i < r.end) { out[i] = i; i++; goto again; }
  struct Range *p = &r;
  out[0] = p->end - p->start;
}
