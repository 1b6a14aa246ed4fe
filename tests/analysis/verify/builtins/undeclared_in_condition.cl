// RUN-FLAGS: -cl-std=CL3.0
// Names inside conditions, ternaries and return statements are checked too.
int clamp_index(int v, int hi) {
  if (v > upper_limit_value) // expected-error {{use of undeclared identifier 'upper_limit_value'}} [B001]
    return hi;
  return v < 0 ? zero_fallback : v; // expected-error {{use of undeclared identifier 'zero_fallback'}} [B001]
}
kernel void k(global int *p) { p[0] = clamp_index(p[1], 4); }
