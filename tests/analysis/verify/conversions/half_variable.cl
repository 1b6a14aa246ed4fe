// Without cl_khr_fp16 enabled, half values cannot be declared.
float twice(global half *p) {
  half h; // expected-error {{declaring variable of type '__private half' is not allowed}} [X003]
  return vload_half(0, p) * 2.0f;
}
kernel void k(global half *p, global float *out) { out[0] = twice(p); }
