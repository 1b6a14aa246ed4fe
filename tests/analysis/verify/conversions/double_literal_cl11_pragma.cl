// RUN-FLAGS: -cl-std=CL1.1
// After the pragma, 0.5 is a double and outranks the float elements.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void scale(global float4 *x, global double *d) {
  x[0] = x[0] * 0.5; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  d[0] = 0.5 * d[1];
}
