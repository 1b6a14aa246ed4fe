// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0
// Comparisons of vectors give signed integer vectors of the element size.
kernel void k(global int4 *m4, global long2 *m2, global short8 *m8, global char16 *m16,
              float4 a, float4 b, double2 c, ushort8 s, uchar16 u) {
  int4 lt = a < b;
  m4[0] = lt & (a != b);
  m4[1] = isgreater(a, b) | isnan(a);
  long2 eq = c == c;
  m2[0] = eq;
  short8 gt = s > (ushort8)(3);
  m8[0] = gt;
  char16 nz = u != (uchar16)(0);
  m16[0] = nz;
  m4[2] = select((int4)(1), (int4)(2), lt);
  m4[3] = !lt;
}
