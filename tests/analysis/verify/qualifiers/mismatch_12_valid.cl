// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Same address spaces, null pointers, private pointers and arrays.
typedef global float *gptr;
int sum(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
kernel void k(global float *in, gptr out, local float *tmp, constant float *c) {
  gptr cursor = in + 1;
  global float *alias = out;
  local float *t2 = tmp;
  constant float *c2 = c + 2;
  global float *none = 0;
  int priv[4] = {1, 2, 3, 4};
  int *pp = priv;
  int *q = &priv[1];
  int x = 0;
  int *px = &x;
  if (alias == out && t2 != tmp && c2 != c && none == 0) alias[0] = cursor[0] + t2[0] + c2[0];
  alias = (global float *)out;
  out[1] = (float)sum(pp, 4) + (float)*q + (float)*px;
  global uchar *bytes = (global uchar *)in;
  bytes[0] = 0;
}
