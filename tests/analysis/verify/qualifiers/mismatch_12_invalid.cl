// RUN-FLAGS: -cl-std=CL1.2
// Named address spaces never mix; unqualified pointers in functions are private.
kernel void k(global int *g, local int *l, constant int *c) {
  local int *a = g; // expected-error {{initializing '__local int *__private' with an expression of type '__global int *__private' changes address space of pointer}} [Q012]
  int *p = g; // expected-error {{initializing '__private int *__private' with an expression of type '__global int *__private' changes address space of pointer}} [Q012]
  global int *b = c; // expected-error {{initializing '__global int *__private' with an expression of type '__constant int *__private' changes address space of pointer}} [Q012]
  g = l; // expected-error {{assigning '__local int *__private' to '__global int *__private' changes address space of pointer}} [Q012]
  global int *d = (global int *)l; // expected-error {{casting '__local int *' to type '__global int *' changes address space of pointer}} [Q012]
  int x = 0;
  global int *e = &x; // expected-error {{initializing '__global int *__private' with an expression of type '__private int *' changes address space of pointer}} [Q012]
  if (g == l) {} // expected-error {{comparison between  ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}} [Q012]
  constant char *s = "ok";
  char *t = "bad"; // expected-error {{initializing '__private char *__private' with an expression of type '__constant char *' changes address space of pointer}} [Q012]
}
