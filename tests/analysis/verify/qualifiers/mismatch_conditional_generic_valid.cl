// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// With the generic address space, a named pointer and a generic one may share a ?:.
void store(int *out, global int *g, int c) {
  int *either = c ? out : g;
  either[0] = 1;
}
kernel void run(global int *g) { store(g, g, 1); }
