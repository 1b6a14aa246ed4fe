// The extension is enabled for the first kernel and disabled again after it.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void on(global half *out, half h) { out[0] = h; }
#pragma OPENCL EXTENSION cl_khr_fp16 : disable
kernel void off(global float *out, half h) { out[0] = 1.0f; } // expected-error {{declaring function parameter of type '__private half' is not allowed}} [K002]
