// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Typedefs of the same vector type are the same type.
typedef float4 color;
typedef color rgba;
typedef uint4 key128;
rgba blend(color a, rgba b, float t) { return a + (b - a) * t; }
key128 next_key(key128 k) { return k ^ (k >> 3u) ^ (key128)(0x9e3779b9u); }
kernel void k(global color *out, global key128 *keys, float4 f) {
  color c = f;
  rgba r = c;
  r = blend(c, f, 0.5f);
  out[0] = r;
  float4 back = r;
  out[1] = back;
  keys[0] = next_key(keys[1]);
}
