// RUN-FLAGS: -cl-std=CL2.0
kernel void spread(global int *out, ...) {} // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}} [K007]
