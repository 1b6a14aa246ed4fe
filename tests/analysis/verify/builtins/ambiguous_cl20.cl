// RUN-FLAGS: -cl-std=CL2.0
// OpenCL C 2.0: same ranking; pointer forms in the generic and named spaces are one form each.
kernel void k(global float *out, global int *iout, int i, float f) {
  float whole;
  out[0] = fract(f, &whole);
  out[1] = rootn(i, 2); // expected-error {{call to 'rootn' is ambiguous}} [B005]
  iout[0] = popcount(f); // expected-error {{call to 'popcount' is ambiguous}} [B005]
  out[2] = whole;
}
