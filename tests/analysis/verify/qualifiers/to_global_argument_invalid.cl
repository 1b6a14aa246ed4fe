// RUN-FLAGS: -cl-std=CL2.0
kernel void k(constant int *c, global int *g, int n) {
  global int *a = to_global(c); // expected-error {{invalid argument c to function: 'to_global', expecting a generic pointer argument}} [Q013]
  global int *b = to_global(n); // expected-error {{invalid argument n to function: 'to_global', expecting a generic pointer argument}} [Q013]
  global int *x = to_local(g); // expected-error {{initializing '__global int *__private' with an expression of type '__local int *' changes address space of pointer}} [Q012]
  local int *l = to_local(g);
  private int *p = to_private(g);
}
