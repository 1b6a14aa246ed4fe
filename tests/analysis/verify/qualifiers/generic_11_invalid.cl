// RUN-FLAGS: -cl-std=CL1.1
kernel void k(global int *g) {
  __generic int *p = 0; // expected-error {{OpenCL C version 1.1 does not support the '__generic' type qualifier}} [X021]
}
