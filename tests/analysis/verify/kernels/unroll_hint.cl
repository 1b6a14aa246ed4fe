// RUN-FLAGS: -cl-std=CL2.0
// opencl_unroll_hint: before a loop, at most one positive integer constant.
kernel void k(global int *x, int n) {
  int i = 3;
  __attribute__((opencl_unroll_hint(i))) // expected-error {{'opencl_unroll_hint' attribute requires an integer constant}} [K032]
  while (i--);
  __attribute__((opencl_unroll_hint(2, 4))) // expected-error {{'opencl_unroll_hint' attribute takes no more than 1 argument}} [K032]
  for (int j = 0; j < 8; j++);
  __attribute__((opencl_unroll_hint(-1))) // expected-error {{'opencl_unroll_hint' attribute requires a positive integral compile time constant expression}} [K032]
  for (int j = 0; j < 8; j++);
  __attribute__((opencl_unroll_hint(0))) // expected-error {{'opencl_unroll_hint' attribute requires a positive integral compile time constant expression}} [K032]
  for (int j = 0; j < 8; j++);
  __attribute__((opencl_unroll_hint(4))) // expected-error {{'opencl_unroll_hint' attribute only applies to 'for', 'while', and 'do' statements}} [K032]
  if (x[0])
    x[0] = n;
}
