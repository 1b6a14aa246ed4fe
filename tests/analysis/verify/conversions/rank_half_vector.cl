// A float constant outranks half elements.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global half4 *out, half4 h) {
  out[0] = h * 2.0f; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[1] = h * 2.0h;
  out[2] = h * (half)2.0f;
}
