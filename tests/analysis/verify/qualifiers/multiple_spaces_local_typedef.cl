// A typedef inside a function that names an address space cannot get another one either.
kernel void k(global int *out) {
  typedef __private int private_int_t;
  __local private_int_t shared; // expected-error {{multiple address spaces specified for type}} [Q002]
  __local private_int_t *p; // expected-error {{multiple address spaces specified for type}} [Q002]
  private_int_t plain = 1;
  out[0] = plain;
}
