// RUN-FLAGS: -cl-std=CL1.0
// printf arrived with OpenCL C 1.2: before it, a variadic printf is like any other.
int printf(__constant const char *st, ...); // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}} [K007]
void __trace(int level, ...);
kernel void k(global int *p) { p[0] = 1; }
