// expected-no-diagnostics
// Reinterpreting casts inside one address space.
kernel void k(global float *f, local uint *l, constant uchar *c, global float4 *out) {
  global uint *bits = (global uint *)f;
  global const uchar4 *bytes = (global const uchar4 *)f;
  __global void *raw = (__global void *)f;
  local uchar *lb = (local uchar *)l;
  constant uint *cw = (constant uint *)c;
  global float4 *vec = (global float4 *)raw;
  float x = 1.0f;
  uint *xb = (uint *)&x;
  out[0] = vec[0] + (float4)((float)bits[0], (float)bytes[0].x, (float)lb[0], (float)cw[0]) + (float4)(*xb);
  size_t addr = (size_t)f;
  out[1].x = (float)(addr & 1);
}
