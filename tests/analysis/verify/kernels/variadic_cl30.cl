// RUN-FLAGS: -cl-std=CL3.0
// A variadic prototype after the extension pragma is turned off again.
#pragma OPENCL EXTENSION __cl_clang_variadic_functions : enable
void allowed(int n, ...);
#pragma OPENCL EXTENSION __cl_clang_variadic_functions : disable
void refused(int n, ...); // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}} [K007]
