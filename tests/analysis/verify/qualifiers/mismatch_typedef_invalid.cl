// Typedefs carry their address space into conversions.
typedef global float *gptr;
typedef local float *lptr;
kernel void k(gptr g, lptr l) {
  lptr x = g; // expected-error {{initializing '__private lptr' (aka '__local float *__private') with an expression of type '__private gptr' (aka '__global float *__private') changes address space of pointer}} [Q012]
  l = (lptr)g; // expected-error {{casting 'gptr' (aka '__global float *') to type 'lptr' (aka '__local float *') changes address space of pointer}} [Q012]
}
