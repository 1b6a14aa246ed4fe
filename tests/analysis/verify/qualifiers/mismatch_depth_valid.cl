// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Pointers to pointers whose address spaces agree at every level, and casts through void.
typedef local int *local_ptr;
void relink(global int * private *gg, local int * private *ll, global int *g) {
  global int * private *same = gg;
  local int * private *also = (local int * private *)(void *)gg;
  void *any = ll;
  local_ptr *through_typedef = ll;
  generic int *wide = g;
  same[0] = g;
  also[0] = through_typedef[0];
  wide[0] = any != 0;
}
kernel void run(global int *out) { out[0] = 1; }
