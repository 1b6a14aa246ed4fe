// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp16
// Without half, float and double still tie for an integer argument.
kernel void k(global float *out, int i) {
  out[0] = fmin(i, 1); // expected-error {{call to 'fmin' is ambiguous}} [B005]
  out[1] = length(i); // expected-error {{call to 'length' is ambiguous}} [B005]
}
