// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp16
// The pragma cannot enable an extension the device does not support.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable // expected-warning {{unsupported OpenCL extension 'cl_khr_fp16'}}
kernel void scale(global float *out, half h) { out[0] = 1.0f; } // expected-error {{declaring function parameter of type '__private half' is not allowed}} [K002]
