// void has no size in OpenCL C.
kernel void k(global int *out) {
  out[0] = sizeof(void); // expected-error {{invalid application of 'sizeof' to a void type}} [C030]
  out[1] = sizeof(void *);
  out[2] = sizeof(char);
}
