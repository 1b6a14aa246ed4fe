// Half constants and casts to half make half values.
kernel void k(global float *out, float x) {
  out[0] = 1.0h; // expected-error {{half precision constant requires cl_khr_fp16}} [X004]
  out[1] = (half)x; // expected-error {{casting to type 'half' is not allowed}} [X004]
}
