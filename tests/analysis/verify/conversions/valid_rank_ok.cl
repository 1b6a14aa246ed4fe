// expected-no-diagnostics
// Scalars of lower or equal rank than the element type.
kernel void k(global float4 *out, global int4 *iout, global long4 *lout, global uint4 *uout,
              float4 f, int4 i, long4 l, uint4 u, char c, short s, int n, uint un, uchar uc) {
  out[0] = f * 2.0f + n + c + s + un;
  out[1] = f * (float)1.5 + 'x';
  iout[0] = i + c + s + n + 'a' + true;
  iout[1] = i * -1 + uc;
  lout[0] = l + 1 + 1u + 3000000000 + n + un;
  uout[0] = u + un + n + -1 + 1u;
  uout[1] = u >> 1;
  iout[2] = i << 2u;
  lout[1] = l >> un;
  iout[3] = (i > 0) ? i : 1;
  iout[4] = i == n;
}
kernel void bools(global char4 *out, char4 c, int n) {
  bool flag = n > 0;
  out[0] = c + true;
  out[1] = c * false + flag;
  out[2] = c & (char)(flag ? 1 : 0);
}
