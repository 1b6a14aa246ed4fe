// RUN-FLAGS: -cl-std=CL2.0
// Typedefs of pointers: the address space written before the typedef name is that of the pointer object.
typedef local int *local_ptr;
typedef global int *global_ptr;
void relink(global int * private *gg) {
  private local_ptr *pl;
  private global_ptr *pg;
  gg = pl; // expected-error {{assigning '__private local_ptr *__private' (aka '__local int *__private *__private') to '__global int *__private *__private' changes address space of nested pointer}} [Q012]
  pl = gg; // expected-error {{changes address space of nested pointer}} [Q012]
  pg = pl; // expected-error {{changes address space of nested pointer}} [Q012]
  gg = pg;
  pg = gg;
  local_ptr *q = pl;
  private global_ptr p = gg[0];
  global int *g = p;
  q[0] = 0;
  g[0] = 1;
}
kernel void run(global int *out) { out[0] = 1; }
