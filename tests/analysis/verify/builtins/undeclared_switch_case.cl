// RUN-FLAGS: -cl-std=CL1.2
// A case label must name a declared constant.
enum Mode { MODE_ADD, MODE_MUL };
kernel void apply(global int *p, int mode) {
  switch (mode) {
  case MODE_ADD: p[0] += 1; break;
  case mode_subtract: p[0] -= 1; break; // expected-error {{use of undeclared identifier 'mode_subtract'}} [B001]
  default: break;
  }
}
