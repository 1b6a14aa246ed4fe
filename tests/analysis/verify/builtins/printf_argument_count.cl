// RUN-FLAGS: -cl-std=CL1.2
// One argument per conversion, no more, no less.
kernel void dump(int a, int b) {
  printf("%d %d\n", a); // expected-warning {{more '%' conversions than data arguments}} [B004]
  printf("%d\n", a, b); // expected-warning {{data argument not used by format string}} [B004]
}
