// RUN-FLAGS: -cl-std=CL2.0
// A null pointer into the generic address space converts to any named address space; others do not.
void f(global int *g, local int *l) {
  global int *a = (generic void *)0;
  local int *b = (void *)0;
  g = (generic void *)0;
  g = (generic int *)0; // expected-error {{assigning '__generic int *' to '__global int *__private' changes address space of pointer}} [Q012]
  global int *c = (local void *)0; // expected-error {{initializing '__global int *__private' with an expression of type '__local void *' changes address space of pointer}} [Q012]
  a[0] = b[0] + c[0] + l[0];
}
kernel void run(global int *out) { out[0] = 1; }
