// RUN-FLAGS: -cl-std=CL1.2
// Only numeric conversions take a vector specifier.
kernel void dump(char4 c) {
  printf("%v4hhs\n", c); // expected-warning {{length modifier 'hh' results in undefined behavior or no effect with 's' conversion specifier}} [B004]
}
