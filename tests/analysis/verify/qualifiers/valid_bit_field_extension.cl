// expected-no-diagnostics
// clang's __cl_clang_bitfields extension, enabled by pragma, allows them.
#pragma OPENCL EXTENSION __cl_clang_bitfields : enable
struct flags { uint visible : 1; uint dirty : 1; };
#pragma OPENCL EXTENSION __cl_clang_bitfields : disable
struct plain { uint bits; };
kernel void k(global int *out, int c) {
  out[0] = c ? 1 : 2;
  out[1] = sizeof(struct plain);
}
