// An integer converts as well to float as to double (and to half): no sqrt form is best.
kernel void roots(global float *out, int n, long count) {
  out[0] = sqrt(n); // expected-error {{call to 'sqrt' is ambiguous}} [B005]
  out[1] = degrees(2); // expected-error {{call to 'degrees' is ambiguous}} [B005]
  out[2] = sin(count); // expected-error {{call to 'sin' is ambiguous}} [B005]
  out[3] = sqrt((float)n);
}
