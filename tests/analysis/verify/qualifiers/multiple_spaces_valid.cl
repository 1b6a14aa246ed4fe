// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// One address space per level is fine, also on different pointer levels.
typedef global float gfloat;
typedef local int *lptr;
kernel void levels(global int *global *unused_pp, global float *out) {
  global int * private *pp = 0;
  gfloat *g = out;
  local int buf[4];
  lptr l = buf;
  out[0] = (float)l[0] + g[0];
}
