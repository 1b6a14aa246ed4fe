// expected-no-diagnostics
// Swizzles as sources and targets of assignments with matching types.
kernel void k(global float4 *out, global float8 *o8, float4 v, float2 w, float8 e) {
  float4 t = v;
  t.xy = w;
  t.zw = v.xy * 2.0f;
  t.x = w.y;
  t.s23 = (float2)(1.0f, 2.0f);
  float3 p = v.xyz;
  t.xyz = p + 1.0f;
  float8 u = e;
  u.lo = v;
  u.hi = u.lo * t;
  u.even = u.odd;
  out[0] = t;
  o8[0] = u;
  float s = v.w;
  out[1] = (float4)(s, p);
}
