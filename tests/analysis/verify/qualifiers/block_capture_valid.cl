// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Blocks that capture by value, call functions, and are called outside conditionals.
int twice(int x) { return 2 * x; }

kernel void parent(global int *out, int n) {
  int base = n;
  int (^const add)(int) = ^(int x) {
    int sum = x + base;
    int *where = &sum;
    return twice(*where);
  };
  int (^const sub)(int) = ^(int x) { return x - base; };
  int picked = add(n);
  if (n > 1)
    picked += sub(n);
  out[0] = picked + (n ? twice(n) : base);
  void (^const store)(void) = ^{ out[1] = base; };
  store();
}
