// RUN-FLAGS: -cl-std=CL1.2
// %d prints an int, %ld a long.
kernel void dump(long big, int small) {
  printf("%d\n", big); // expected-warning {{format specifies type 'int' but the argument has type 'long'}} [B004]
  printf("%ld\n", small); // expected-warning {{format specifies type 'long' but the argument has type 'int'}} [B004]
}
