// clang's address space attributes count as address spaces: against a keyword or a typedef's space.
typedef __private int private_int_t;
void f(void) {
  __local __attribute__((opencl_private)) int *a; // expected-error {{multiple address spaces specified for type}} [Q002]
  __attribute__((opencl_global)) private_int_t *b; // expected-error {{multiple address spaces specified for type}} [Q002]
  __attribute__((opencl_private)) private_int_t c; // expected-warning {{multiple identical address spaces specified for type}}
  c = 1;
}
kernel void k(__attribute__((opencl_global)) __constant int *p) { // expected-error {{multiple address spaces specified for type}} [Q002]
}
