// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// OpenCL C 3.0 without optional features: constant tables only.
constant int sizes[4] = {1, 2, 4, 8};
constant float pi = 3.14159265f;
constant int * constant second = &sizes[1];
kernel void k(global int *out, local int *tmp) {
  tmp[0] = sizes[get_local_id(0) & 3] + *second;
  out[0] = tmp[0] + (int)pi;
}
