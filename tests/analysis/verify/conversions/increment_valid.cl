// expected-no-diagnostics
// Integer vectors and scalars of every type may be incremented (clang accepts floating-point scalars).
kernel void k(global float *out, global uint4 *uout, global char2 *cout) {
  float f = out[0];
  f++;
  --f;
  out[0] = f;
  uint4 u = uout[0];
  u--;
  ++u;
  uout[0] = u;
  char2 c = cout[0];
  c++;
  cout[0] = c;
}
