// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// half parameters everywhere once cl_khr_fp16 is enabled, typedefs included.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
typedef half real_t;
real_t blend(real_t a, real_t b, half t) { return a + (b - a) * t; }
kernel void mix_all(global real_t *out, real_t a, real_t b, half t) {
    out[get_global_id(0)] = blend(a, b, t);
}
