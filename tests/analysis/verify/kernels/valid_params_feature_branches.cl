// RUN-FLAGS: -cl-std=CL1.2
// expected-no-diagnostics
// Parameters chosen by extension macros and version checks.
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
typedef double real_t;
#else
typedef float real_t;
#endif
#if __OPENCL_C_VERSION__ >= 200
kernel void rows(global real_t * global *table, global real_t *out) { out[0] = table[0][0]; }
#else
kernel void rows(global real_t *table, global real_t *out) { out[0] = table[0]; }
#endif
kernel void scale(global real_t *data, real_t k) { data[get_global_id(0)] *= k; }
