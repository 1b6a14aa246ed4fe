// expected-no-diagnostics
// A macro that writes the kernel's head: the attribute belongs to a kernel.
#define KERNEL(name) __kernel void name
__attribute__((reqd_work_group_size(8, 1, 1)))
KERNEL(convolve)(global float *out, global const float *in) {
    out[get_global_id(0)] = in[get_global_id(0)] * 0.5f;
}
__attribute__((vec_type_hint(float4)))
KERNEL(shade)(global float4 *px) { px[0] *= 2.0f; }
