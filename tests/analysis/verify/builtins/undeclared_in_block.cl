// RUN-FLAGS: -cl-std=CL2.0
// Inside a block literal the block's own parameters are visible, other names are not.
kernel void run(global int *out) {
  int (^twice)(int) = ^(int value) { return value * 2 + missing_bias; }; // expected-error {{use of undeclared identifier 'missing_bias'}} [B001]
  out[0] = twice(out[1]);
}
