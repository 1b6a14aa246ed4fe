// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
float first(generic float *p) { return p[0]; } // expected-error {{OpenCL C version 3.0 does not support the 'generic' type qualifier}} [X021]
