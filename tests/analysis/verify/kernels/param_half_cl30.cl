// RUN-FLAGS: -cl-std=CL3.0
// OpenCL C 3.0 with cl_khr_fp16 supported but not enabled by a pragma.
kernel void scale(global float *out, half h) { out[0] = 1.0f; } // expected-error {{declaring function parameter of type '__private half' is not allowed}} [K002]
