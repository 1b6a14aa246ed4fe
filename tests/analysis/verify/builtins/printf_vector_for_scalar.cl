// RUN-FLAGS: -cl-std=CL1.2
// A vector printed with a scalar conversion.
kernel void dump(float4 v) {
  printf("%f\n", v); // expected-warning {{format specifies type 'double' but the argument has type 'float4'}} [B004]
}
