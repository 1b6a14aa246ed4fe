// A float3 literal takes exactly three components.
kernel void k(global float *out, float4 p) {
  float3 a = (float3)(p.xy, p.z, p.w); // expected-error {{too many elements in vector initialization (expected 3 elements, have 4)}} [C003]
  float3 b = (float3)(p.x, p.y); // expected-error {{too few elements in vector initialization (expected 3 elements, have 2)}} [C003]
  out[0] = a.x + b.x;
}
