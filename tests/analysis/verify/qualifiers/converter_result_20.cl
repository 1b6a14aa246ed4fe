// RUN-FLAGS: -cl-std=CL2.0
// to_global, to_local and to_private return a pointer into the address space they name.
void test(global int *glob, local int *loc, private int *priv, generic int *gen) {
  loc = to_global(gen); // expected-error {{assigning '__global int *' to '__local int *__private' changes address space of pointer}} [Q012]
  priv = to_local(gen); // expected-error {{assigning '__local int *' to '__private int *__private' changes address space of pointer}} [Q012]
  glob = to_private(gen); // expected-error {{assigning '__private int *' to '__global int *__private' changes address space of pointer}} [Q012]
  local int *l = to_global(gen); // expected-error {{initializing '__local int *__private' with an expression of type '__global int *' changes address space of pointer}} [Q012]
  glob = to_global(gen);
  loc = to_local(gen);
  priv = to_private(gen);
  gen = to_global(gen);
  l[0] = glob[0];
}
kernel void run(global int *out) { out[0] = 1; }
