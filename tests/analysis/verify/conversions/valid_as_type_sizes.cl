// expected-no-diagnostics
// Same-size reinterpretations, including the 3-from-4 rule.
kernel void k(global uint *out, global float3 *o3, global short8 *o8, float f, float4 v, int i, int4 iv) {
  out[0] = as_uint(f);
  int4 bits = as_int4(v);
  float4 back = as_float4(bits & 0x7fffffff);
  o3[0] = as_float3(v);
  o3[1] = as_float3(iv);
  short2 pair = as_short2(i);
  o8[0] = as_short8(iv);
  char3 c3 = as_char3(f);
  uchar4 c4 = as_uchar4(i);
  out[1] = pair.x + c3.y + c4.z + (uint)back.x;
  out[2] = as_uint(1.0f);
  out[3] = as_uint(0x3f800000);
}
