// RUN-FLAGS: -cl-std=CL2.0
kernel void main(global int *out) { out[0] = 1; } // expected-error {{kernel cannot be called 'main'}} [K012]
