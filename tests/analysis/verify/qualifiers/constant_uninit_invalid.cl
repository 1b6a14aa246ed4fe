// Constant variables need initializers.
constant int table; // expected-error {{variable in constant address space must be initialized}} [Q007]
__constant float coeffs[4]; // expected-error {{variable in constant address space must be initialized}} [Q007]
constant int * constant cp; // expected-error {{variable in constant address space must be initialized}} [Q007]
kernel void k(global int *out) {
  constant int inside; // expected-error {{variable in constant address space must be initialized}} [Q007]
  out[0] = 0;
}
