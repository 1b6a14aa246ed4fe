// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Block typedefs and block variables, initialized in functions; function pointers are not blocks.
typedef int (^op_t)(int);
typedef void (^task_t)(local void *);
int (^const file_twice)(int) = ^(int x) { return 2 * x; };

kernel void parent(global int *out) {
  op_t inc = ^(int x) { return x + 1; };
  int (^const dec)(int) = ^int(int x) { return x - 1; };
  void (^const fill)(void) = ^{ out[1] = 0; };
  fill();
  out[0] = inc(dec(file_twice(out[0])));
}
