// A numbered address space (clang's address_space attribute) names none an automatic variable may have.
void helper(void) {
  __attribute__((address_space(100))) int a; // expected-error {{automatic variable qualified with an invalid address space}} [Q009]
  {
    int __attribute__((address_space(0))) b; // expected-error {{automatic variable qualified with an invalid address space}} [Q009]
  }
}
kernel void k(global int *out) {
  __attribute__((address_space(3))) int c; // expected-error {{automatic variable qualified with an invalid address space}} [Q009]
  out[0] = 1;
}
