// RUN-FLAGS: -cl-std=CL2.0
// A block is not assigned, and has no address to take or follow.
typedef int (^op_t)(int);
kernel void run(global int *out) {
  op_t twice = ^(int x) { return 2 * x; };
  int (^halve)(int) = ^(int x) { return x / 2; };
  twice = halve; // expected-error {{invalid operands to binary expression}} [Q071]
  *twice; // expected-error {{invalid argument type}} [Q071]
  &halve; // expected-error {{invalid argument type}} [Q071]
  out[0] = twice(halve(out[0]));
}
