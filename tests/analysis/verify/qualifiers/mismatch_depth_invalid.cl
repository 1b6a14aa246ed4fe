// RUN-FLAGS: -cl-std=CL1.2
// A pointer and a pointer to a pointer: the outermost pointees live in different address spaces.
void relink(global int *g, global int * private *gg, local int *l, local int * private *ll,
            global float * private *gf) {
  g = gg; // expected-error {{assigning '__global int *__private *__private' to '__global int *__private' changes address space of pointer}} [Q012]
  g = ll; // expected-error {{assigning '__local int *__private *__private' to '__global int *__private' changes address space of pointer}} [Q012]
  gg = l; // expected-error {{assigning '__local int *__private' to '__global int *__private *__private' changes address space of pointer}} [Q012]
  ll = gf; // expected-error {{assigning '__global float *__private *__private' to '__local int *__private *__private' changes address space of nested pointer}} [Q012]
  g = (global int *)gf; // expected-error {{casting '__global float *__private *' to type '__global int *' changes address space of pointer}} [Q012]
  global int *start = gg; // expected-error {{initializing '__global int *__private' with an expression of type '__global int *__private *__private' changes address space of pointer}} [Q012]
  ll = (local int * private *)(void *)gg;
  void *any = ll;
  g[0] = start[0] + any != 0;
}
kernel void run(global int *out) { out[0] = 1; }
