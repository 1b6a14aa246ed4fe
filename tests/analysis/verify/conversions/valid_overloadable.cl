// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Overloadable user functions take several vector types under one name.
float4 __attribute__((overloadable)) widen(float4 v) { return v; }
float4 __attribute__((overloadable)) widen(int4 v) { return convert_float4(v); }
float4 __attribute__((overloadable)) widen(uchar4 v) { return convert_float4(v) / 255.0f; }
kernel void k(global float4 *out, float4 f, int4 i, uchar4 u) {
  out[0] = widen(f);
  out[1] = widen(i);
  out[2] = widen(u);
}
