// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Operators that are defined on floating-point values.
kernel void k(global float4 *out, global int4 *mask, float4 a, float4 b, float s) {
  out[0] = a + b - a * b / (b + 1.0f);
  out[1] = -a + (+b);
  mask[0] = a < b;
  mask[1] = !a;
  mask[2] = a == b || a != b;
  mask[3] = (a > 0.0f) && (b > s);
  out[2] = fmod(a, b);
  out[3] = s > 0.0f ? a : b;
  float4 acc = a;
  acc += b;
  acc *= s;
  acc /= 2.0f;
  out[4] = acc;
  int t = s < 1.0f;
  mask[4] = (int4)t;
}
