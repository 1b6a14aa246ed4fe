// expected-no-diagnostics
// %, bitwise operators and shifts on integer scalars and vectors.
kernel void k(global uint4 *out, global int *res, uint4 a, uint4 b, int x, int y, int4 v, int2 w) {
  out[0] = a % b;
  out[1] = (a & b) | (a ^ b) | ~a;
  out[2] = a << b;
  out[3] = a >> convert_uint4(v);
  out[4] = a << v;
  res[0] = x % y + (x & 3) + (x << 2) + (x >> y) + ~x;
  int4 t = v;
  t %= 3;
  t <<= 1;
  t |= v;
  t ^= 0x55;
  res[1] = t.x + w.y % 2;
}
