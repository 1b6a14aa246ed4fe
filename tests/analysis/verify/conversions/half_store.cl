// RUN-FLAGS: -cl-std=CL3.0
// Writing half data needs vstore_half.
kernel void narrow(global const float *in, global half *out) {
  size_t i = get_global_id(0);
  *out = in[i]; // expected-error {{assigning directly to pointer to type 'half' requires cl_khr_fp16. Use vector data store builtin functions instead}} [X004]
  vstore_half(in[i], i, out);
}
