// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-all
// With every extension switched off, ARM's dot products are undeclared.
kernel void k(global uchar4 *a, global char4 *b, global ushort2 *c, global uint *out) {
  out[0] = arm_dot(a[0], a[1]); // expected-error {{use of undeclared identifier 'arm_dot'}} [B030]
  out[1] = arm_dot_acc(c[0], c[1], out[1]); // expected-error {{use of undeclared identifier 'arm_dot_acc'}} [B030]
  out[2] = arm_dot_acc_sat(b[0], b[1], 0u); // expected-error {{use of undeclared identifier 'arm_dot_acc_sat'}} [B030]
}
