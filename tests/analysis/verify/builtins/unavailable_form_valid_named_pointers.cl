// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// Before OpenCL C 2.0 the pointer forms take the named address spaces: every such pointer fits.
kernel void k(global float *g, local float *l, constant float *c, float x) {
  float whole;
  int quo;
  g[0] = fract(x, &whole) + whole;
  g[1] = remquo(x, 2.0f, &quo) + quo;
  float4 v = vload4(0, g) + vload4(0, l) + vload4(0, c);
  vstore4(v, 1, g);
  vstore4(v, 0, l);
  g[2] = sincos(x, l);
}
