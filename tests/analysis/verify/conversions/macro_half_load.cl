// A half value read through a macro, without cl_khr_fp16 enabled: vload_half is the way.
#define LOAD(p) (*(p))
kernel void k(global half *h, global float *o) {
    o[0] = LOAD(h); // expected-error {{loading directly from pointer to type '__global half' requires cl_khr_fp16}} [X004]
    o[1] = vload_half(0, h);
}
