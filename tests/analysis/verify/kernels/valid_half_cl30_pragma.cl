// RUN-FLAGS: -cl-std=CL3.0
// expected-no-diagnostics
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void scale(global half *data, half k) {
    data[get_global_id(0)] *= k;
}
#endif
kernel void storage(global const half *in, global float *out) {
    out[0] = vload_half(0, in);
}
