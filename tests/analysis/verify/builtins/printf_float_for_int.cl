// RUN-FLAGS: -cl-std=CL3.0
// A float printed with an integer conversion, and an int with a floating one.
kernel void dump(float ratio, uint count) {
  printf("ratio=%d\n", ratio); // expected-warning {{format specifies type 'int' but the argument has type 'float'}} [B004]
  printf("count=%f\n", count); // expected-warning {{format specifies type 'double' but the argument has type 'uint'}} [B004]
}
