// clamp is both an integer and a common function: float and int forms tie.
kernel void bound(global float *out, global int *iout, float f, int i) {
  out[0] = clamp(f, 0, 1); // expected-error {{call to 'clamp' is ambiguous}} [B005]
  iout[0] = clamp(i, 0u, 10); // expected-error {{call to 'clamp' is ambiguous}} [B005]
  out[1] = clamp(f, 0.0f, 1.0f);
  iout[1] = clamp(i, 0, 10);
}
