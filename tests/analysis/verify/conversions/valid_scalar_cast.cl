// expected-no-diagnostics
// Casting a scalar to a vector type replicates it; casts to the same vector type are fine.
typedef float4 vec4;
kernel void k(global float4 *out, global uchar4 *bytes, float f, uchar u, float4 v) {
  float4 a = (float4)f;
  float4 b = (float4)u;
  int2 c = (int2)f;
  uchar4 all = (uchar4)true;
  vec4 d = (vec4)v;
  float4 e = (float4)(v);
  out[0] = a + b + (float4)(c.x) + d + e;
  bytes[0] = all;
  out[1] = (float4)v.x;
  out[2] = (vec4)(1.0f, 2.0f, 3.0f, 4.0f);
}
