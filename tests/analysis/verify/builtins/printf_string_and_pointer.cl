// RUN-FLAGS: -cl-std=CL2.0
// %s wants a string and %p a pointer.
kernel void dump(global int *p, int n) {
  printf("%s\n", n); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}} [B004]
  printf("%p\n", n); // expected-warning {{format specifies type '__generic void *' but the argument has type 'int'}} [B004]
}
