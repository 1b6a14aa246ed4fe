// RUN-FLAGS: -cl-std=CL1.2
// No generic address space before OpenCL C 2.0.
float first(generic float *p) { return p[0]; } // expected-error {{OpenCL C version 1.2 does not support the 'generic' type qualifier}} [X021]
void second(__generic int *p); // expected-error {{OpenCL C version 1.2 does not support the '__generic' type qualifier}} [X021]
