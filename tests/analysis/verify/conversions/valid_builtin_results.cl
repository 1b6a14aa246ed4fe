// expected-no-diagnostics
// Built-in functions return the types their overloads declare.
kernel void k(global float *out, global uint4 *uout, global float4 *vout, global int4 *iout,
              float4 a, float4 b, int4 i, uint4 u) {
  float d = dot(a, b);
  float len = length(a.xyz);
  float4 n = normalize(a);
  uint4 absolute = abs(i);
  uint4 diff = abs_diff(i, i + 1);
  int4 clamped = clamp(i, 0, 255);
  float4 mixed = mix(a, b, 0.25f);
  uint4 counted = popcount(u);
  int4 hi = mul_hi(i, i);
  float4 lo = fmin(a, 1.0f);
  out[0] = d + len;
  vout[0] = n + mixed + lo;
  uout[0] = absolute + diff + counted;
  iout[0] = clamped + hi;
  vout[1] = vload4(0, out);
  vstore4(a, 1, out);
}
