// RUN-FLAGS: -cl-std=CL1.2
// hl with a float conversion means float elements; int4 does not fit.
kernel void dump(int4 counts, uchar2 bytes) {
  printf("%v4hlf\n", counts); // expected-warning {{format specifies type 'float __attribute__((ext_vector_type(4)))' but the argument has type 'int4'}} [B004]
  printf("%v2hd\n", bytes); // expected-warning {{format specifies type 'short __attribute__((ext_vector_type(2)))' but the argument has type 'uchar2'}} [B004]
}
