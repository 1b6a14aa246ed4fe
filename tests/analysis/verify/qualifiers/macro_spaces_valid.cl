// expected-no-diagnostics
// Address spaces spelled through macros, as portable code often does.
#define GLOBAL __global
#define LOCAL __local
#define CONST_MEM __constant
#define KERNEL __kernel
#define RESTRICT restrict
CONST_MEM float scale = 2.0f;
KERNEL void k(GLOBAL const float *RESTRICT in, GLOBAL float *RESTRICT out, LOCAL float *tmp) {
  LOCAL float partial[16];
  size_t i = get_global_id(0);
  tmp[get_local_id(0)] = in[i] * scale;
  partial[get_local_id(0) & 15] = tmp[0];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[i] = partial[0];
}
