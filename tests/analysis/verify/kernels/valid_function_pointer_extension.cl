// expected-no-diagnostics
// clang's extension for function pointers, enabled by pragma; names that only look like
// functions (a local variable hiding one, a parameter) are values.
#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
typedef int (*op_t)(int);
int twice(int x) { return 2 * x; }
int apply(op_t op, int x) { return op(x); }
#pragma OPENCL EXTENSION __cl_clang_function_pointers : disable
int scale(int twice, int x) { return twice * x; }
kernel void run(global int *out) {
  int value = out[0];
  {
    int twice = 3;
    out[1] = scale(twice, value);
  }
  out[0] = twice(value) + (int)sizeof(out[0]);
}
