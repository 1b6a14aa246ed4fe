// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// User functions with built-in-like names, overloadable user functions, and locals named like built-ins.
float __attribute__((overloadable)) square(float x) { return x * x; }
int __attribute__((overloadable)) square(int x) { return x * x; }
float3 cross_product(float3 a, float3 b) { return cross(a, b); }
kernel void users(global float *out, global int *iout) {
  int min_count = 3;
  float length_sq = square(out[0]);
  iout[0] = square(min_count);
  float3 c = cross_product((float3)(1.0f, 0.0f, 0.0f), (float3)(0.0f, 1.0f, 0.0f));
  out[1] = length_sq + c.z + length(c);
}
