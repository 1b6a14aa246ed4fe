// expected-no-diagnostics
// Integer vector conditions of the result's shape, comparisons of floats, and scalar conditions.
float2 a(float2 p, float2 q, float2 x, float2 y) {
  return p < q ? x : y;
}
int4 b(int4 c, int4 x, int y) {
  return c ? x : y;
}
uint2 c(int2 c, uint2 x, uint2 y) {
  return c ? x : y;
}
float4 d(int4 c, float4 x, float y) {
  return c ? x : y;
}
int2 e(int2 c, int x, int y) {
  return c ? x : y;
}
float f(int c, float x, float y) {
  return c ? x : y;
}
double2 g(long2 c, double2 x, double2 y) {
  return c ? x : y;
}
float h(float v, float x, float y) {
  return v > 0.0f ? x : y;
}
kernel void run(global int *out) { out[0] = 1; }
