// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// Before OpenCL C 2.0 there is no to_local built-in: a function of the file may take the name.
global int *to_local(global int *p) { return p + 1; }
kernel void run(global int *out) {
  global int *p = to_local(out);
  p[0] = 1;
}
