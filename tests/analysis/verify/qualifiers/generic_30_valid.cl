// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all,+__opencl_c_generic_address_space
// OpenCL C 3.0 with the feature: generic pointers, implicit conversions and casts back.
float first(generic float *p) { return p[0]; }
kernel void k(global float *g, local float *l) {
  float x = 2.0f;
  generic float *p = g;
  p = l;
  p = &x;
  __generic float *q = (__generic float *)g;
  global float *back = (global float *)q;
  g[0] = first(g) + first(l) + first(&x) + back[0] + p[0];
}
