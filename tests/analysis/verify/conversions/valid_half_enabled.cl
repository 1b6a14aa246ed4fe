// expected-no-diagnostics
// With the extension enabled, half is an arithmetic type like float.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half f16;
half mid(half a, half b) { return (a + b) * 0.5h; }
kernel void k(global half *data, global half4 *vec, global float *out) {
  size_t i = get_global_id(0);
  half a = data[i];
  f16 b = (half)out[i];
  data[i] = mid(a, b);
  half4 v = vec[0];
  vec[1] = v * (half)2 + 1.0h;
  short4 mask = v < (half4)(0.0h);
  vec[2] = select(v, -v, mask);
  out[i] = (float)a + convert_float(b) + convert_float4(v).x;
  half tile[4] = {1.0h, 2.0h, 3.0h, 4.0h};
  out[0] = tile[1];
}
