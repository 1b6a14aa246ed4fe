// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0
// OpenCL C 3.0: the same pragma enables half arithmetic.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void k(global half2 *data, global float2 *out) {
  half2 h = data[get_global_id(0)];
  h *= (half)0.5f;
  data[0] = h;
  out[0] = convert_float2(h);
  out[1] = vload_half2(0, (global half *)data);
}
