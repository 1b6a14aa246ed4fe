// RUN-FLAGS: -cl-std=CL2.0
// Blocks: no variadic parameters, no extern, no block parameters or fields, always initialized.
void apply(int (^const op)(int)); // expected-error {{declaring function parameter of type 'int (__generic ^const __private)(__private int)' is not allowed}} [Q064]
typedef int (^sum_t)(int, ...); // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}} [Q064]
struct holder {
  int (^op)(void); // expected-error {{the 'int (__generic ^const)(void)' type cannot be used to declare a structure or union field}} [Q064]
};

kernel void parent(global int *out) {
  int (^const later)(void); // expected-error {{invalid block variable declaration - must be initialized}} [Q064]
  extern int (^elsewhere)(void); // expected-error {{invalid block variable declaration - using 'extern' storage class is disallowed}} [Q064]
  int (^const twice)(int) = ^(int x) { return 2 * x; };
  out[0] = twice(1);
}
