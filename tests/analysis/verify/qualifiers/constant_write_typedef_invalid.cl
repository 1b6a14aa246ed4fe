// Writes through typedefs of constant pointers and to constant structs.
typedef constant float *ctable;
typedef struct { int n; } header;
constant header hdr = {3};
kernel void k(ctable t, global float *out) {
  t[1] = 0.0f; // expected-error {{read-only variable is not assignable}} [Q011]
  hdr.n = 4; // expected-error {{read-only variable is not assignable}} [Q011]
  out[0] = t[0] + (float)hdr.n;
}
