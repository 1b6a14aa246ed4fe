// RUN-FLAGS: -cl-std=CL2.0
// With the generic address space: named to generic is implicit, back needs a cast, constant never mixes.
kernel void k(global int *g, local int *l, constant int *c) {
  int *p = g;
  global int *back = p; // expected-error {{initializing '__global int *__private' with an expression of type '__generic int *__private' changes address space of pointer}} [Q012]
  int *q = c; // expected-error {{initializing '__generic int *__private' with an expression of type '__constant int *__private' changes address space of pointer}} [Q012]
  l = (local int *)g; // expected-error {{casting '__global int *' to type '__local int *' changes address space of pointer}} [Q012]
  generic int *r = (generic int *)c; // expected-error {{casting '__constant int *' to type '__generic int *' changes address space of pointer}} [Q012]
  if (p == c) {} // expected-error {{comparison between  ('__generic int *' and '__constant int *') which are pointers to non-overlapping address spaces}} [Q012]
}
