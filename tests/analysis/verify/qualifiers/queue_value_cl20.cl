// RUN-FLAGS: -cl-std=CL2.0
// A queue_t takes a queue or the constant 0, nothing else.
kernel void parent(global int *out, int n) {
  queue_t first = 1; // expected-error {{initializing '__private queue_t' with an expression of incompatible type 'int'}} [Q067]
  queue_t second = 0;
  second = n; // expected-error {{assigning to '__private queue_t' from incompatible type '__private int'}} [Q067]
  out[0] = first == second;
}
