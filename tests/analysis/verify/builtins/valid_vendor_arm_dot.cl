// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-all
// expected-no-diagnostics
// With every extension off: a call guarded by the extension's macro is skipped, and a file may
// declare a function of that name itself.
uint arm_dot_acc(uchar4 a, uchar4 b, uint acc) { return acc + a.x * b.x; }
kernel void k(global uchar4 *a, global uint *out) {
#ifdef cl_arm_integer_dot_product_int8
  out[0] = arm_dot(a[0], a[1]);
#else
  out[0] = a[0].x * a[1].x;
#endif
  out[1] = arm_dot_acc(a[0], a[1], out[1]);
}
