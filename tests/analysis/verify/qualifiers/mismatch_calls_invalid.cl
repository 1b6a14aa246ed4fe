// Arguments and return values convert like initializations.
int take(global int *p); // expected-note {{passing argument to parameter 'p' here}}
float average(local float *xs, int n); // expected-note {{passing argument to parameter 'xs' here}}
global int *pass_through(local int *l) {
  return l; // expected-error {{returning '__local int *__private' from a function with result type '__global int *' changes address space of pointer}} [Q012]
}
kernel void k(global int *g, local int *l, constant float *c) {
  take(l); // expected-error {{passing '__local int *__private' to parameter of type '__global int *' changes address space of pointer}} [Q012]
  g[0] = (int)average(c, 4); // expected-error {{passing '__constant float *__private' to parameter of type '__local float *' changes address space of pointer}} [Q012]
}
