// RUN-FLAGS: -cl-std=CL1.2
// The fast_* geometric functions take float to float4, the scalar included.
kernel void k(global float *o, float a, float2 b, float3 c, float4 d) {
  o[0] = fast_length(a) + fast_length(b) + fast_length(c) + fast_length(d);
  o[1] = fast_distance(a, a) + fast_distance(d, d);
  o[2] = fast_normalize(a) + fast_normalize(c).y + fast_normalize(d).w;
}
// expected-no-diagnostics
