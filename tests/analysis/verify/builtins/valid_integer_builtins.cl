// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Integer built-ins on scalars and vectors of every element type.
kernel void bits(global uint4 *o, uint4 a, uint4 b, int4 c, uchar16 d, long e, ulong f) {
  o[0] = popcount(a) + clz(b) + rotate(a, b) + add_sat(a, b) + hadd(a, b);
  o[1] = as_uint4(abs(c)) + mad24(a, b, a) + mul_hi(a, b);
  o[2] = (uint4)(upsample((ushort)1, (ushort)2), (uint)max(e, 3L), (uint)min(f, 4UL), (uint)popcount(d).s0);
  o[3] = convert_uint4_sat(c) + select(a, b, c < 0);
}
