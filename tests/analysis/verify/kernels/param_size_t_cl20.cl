// RUN-FLAGS: -cl-std=CL2.0
// OpenCL C 2.0 keeps the restriction on pointer-sized integers.
kernel void count(global float *out, size_t n) { out[0] = n; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
kernel void flags(global float *out, unsigned int n, bool b) { out[0] = n + b; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
