// expected-no-diagnostics
// Scalars widen to vectors in initialization, assignment, return and arguments.
float4 tint(float4 c, float k) { return c * k; }
int4 zero4(void) { return 0; }
kernel void k(global float4 *out, global int4 *iout, float s, int n, uchar b) {
  float4 a = s;
  float4 c = 1.0f;
  a = n;
  a = b;
  int4 z = zero4();
  z = 7;
  out[0] = tint(a, 2);
  out[1] = tint(c, n) + 1;
  out[2] = tint(2.0f, s);
  iout[0] = z + n;
  iout[1] = z * 3 - 1;
}
