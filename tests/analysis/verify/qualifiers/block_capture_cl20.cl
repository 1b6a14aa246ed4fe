// RUN-FLAGS: -cl-std=CL2.0
// A block copies what it captures: no address of a capture, no other block inside it.
int shared_value;

kernel void parent(global int *out, int n) {
  int local_copy = n;
  static int kept;
  int (^const square)(int) = ^(int x) { return x * x; };
  void (^const child)(void) = ^{
    int own = 1;
    int *mine = &own;
    int *global_one = &shared_value;
    int *kept_one = &kept;
    int *p = &local_copy; // expected-error {{taking address of a capture is not allowed}} [Q062]
    int *q = &n; // expected-error {{taking address of a capture is not allowed}} [Q062]
    out[0] = square(*mine + *global_one + *kept_one + *p + *q); // expected-error {{cannot refer to a block inside block}} [Q062]
  };
  child();
  out[1] = n > 0 ? square(n) // expected-error {{block type cannot be used as expression in ternary expression in OpenCL}} [Q063]
                 : 0;
}
