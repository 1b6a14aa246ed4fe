// Relational and sign functions take floating-point values only.
kernel void k(global int *out, global float *fout, int i, float f) {
  out[0] = isnan(i); // expected-error {{call to 'isnan' is ambiguous}} [B005]
  fout[0] = sign(i); // expected-error {{call to 'sign' is ambiguous}} [B005]
  fout[1] = nan(1); // expected-error {{call to 'nan' is ambiguous}} [B005]
  out[1] = abs(f); // expected-error {{call to 'abs' is ambiguous}} [B005]
  out[2] = isnan(f);
}
