// The pragma's effect ends where it is disabled.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
float on(global half *p) { half h = p[0]; return h; }
#pragma OPENCL EXTENSION cl_khr_fp16 : disable
float off(global half *p) {
  return p[0]; // expected-error {{loading directly from pointer to type '__global half' requires cl_khr_fp16}} [X004]
}
kernel void k(global half *p, global float *out) { out[0] = on(p) + off(p); }
