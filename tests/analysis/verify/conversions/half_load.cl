// Reading half data needs vload_half.
kernel void widen(global const half *in, global float *out) {
  size_t i = get_global_id(0);
  out[i] = in[i]; // expected-error {{loading directly from pointer to type 'const __global half' requires cl_khr_fp16. Use vector data load builtin functions instead}} [X004]
  out[i + 1] = vload_half(i + 1, in);
}
