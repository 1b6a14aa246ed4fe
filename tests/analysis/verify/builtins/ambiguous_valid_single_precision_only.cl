// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp64,-cl_khr_fp16
// expected-no-diagnostics
// With only the float forms, an integer argument has one form to convert to.
kernel void k(global float *out, int i, long l) {
  out[0] = sqrt(i);
  out[1] = fmin(i, 1);
  out[2] = sin(l);
  out[3] = degrees(2);
}
