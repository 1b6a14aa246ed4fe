// Vectors of different widths do not convert into one another.
kernel void d(global float *out, float4 a, float2 b, float3 c) {
  out[0] = dot(a, b); // expected-error {{no matching function for call to 'dot'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = distance(c, a); // expected-error {{no matching function for call to 'distance'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
