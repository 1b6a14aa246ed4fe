// expected-no-diagnostics
// clang's extension for variadic prototypes, enabled by pragma.
#pragma OPENCL EXTENSION __cl_clang_variadic_functions : enable
void trace(int level, ...);
#pragma OPENCL EXTENSION __cl_clang_variadic_functions : disable
kernel void k(global int *p) { p[0] = 1; }
