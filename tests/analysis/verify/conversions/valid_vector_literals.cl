// expected-no-diagnostics
// Vector literals of every shape: replicated scalars, mixed scalars and vectors.
kernel void k(global float8 *out, global int4 *iout, float4 f, float2 xy, int2 ij, float s) {
  float4 a = (float4)(s);
  float4 b = (float4)(xy, 0.0f, 1.0f);
  float4 c = (float4)(0.0f, xy, 1.0f);
  float4 d = (float4)(f.xyz, 1.0f);
  float4 e = (float4)(f);
  float8 g = (float8)(f, a);
  float8 h = (float8)(xy, xy, f.zw, (float2)(s, s));
  int4 m = (int4)(ij, 1, 2);
  int4 n = (int4)(1, 2, 3, 4L);
  int4 p = (int4)(s, 2.0f, 'a', true);
  out[0] = g + h + (float8)(b + c + d + e, a);
  iout[0] = m + n + p;
}
