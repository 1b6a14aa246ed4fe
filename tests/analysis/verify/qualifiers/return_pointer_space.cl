// The pointer a function returns is a value: it cannot be qualified with an address space itself.
int *global a(int *x) { // expected-error {{return type cannot be qualified with address space}} [Q003]
  return x + 1;
}
global int *local b(global int *x); // expected-error {{return type cannot be qualified with address space}} [Q003]
global int *c(global int *x) {
  return x + 1;
}
kernel void run(global int *out) { out[0] = *c(out); }
