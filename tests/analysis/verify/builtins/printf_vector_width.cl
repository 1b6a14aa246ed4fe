// RUN-FLAGS: -cl-std=CL2.0
// The vector specifier's width must match the argument, and only 2, 3, 4, 8 and 16 exist.
kernel void dump(float4 v, float2 w) {
  printf("%v2hlf\n", v); // expected-warning {{format specifies type 'float __attribute__((ext_vector_type(2)))' but the argument has type 'float4'}} [B004]
  printf("%v5hlf\n", v); // expected-warning {{format specifies type 'float __attribute__((ext_vector_type(5)))' but the argument has type 'float4'}} [B004]
}
