// Constant memory is read-only.
constant int table[4] = {1, 2, 3, 4};
constant int single = 5;
typedef struct { int a; float4 v; } pair;
constant pair cp = {1, (float4)(0.0f)};
kernel void k(constant int *c, constant pair *pp, global int *out) {
  c[0] = 1; // expected-error {{read-only variable is not assignable}} [Q011]
  *c = 2; // expected-error {{read-only variable is not assignable}} [Q011]
  *(c + 1) += 3; // expected-error {{read-only variable is not assignable}} [Q011]
  table[1] = 0; // expected-error {{read-only variable is not assignable}} [Q011]
  single++; // expected-error {{read-only variable is not assignable}} [Q011]
  --single; // expected-error {{read-only variable is not assignable}} [Q011]
  pp->a = 4; // expected-error {{read-only variable is not assignable}} [Q011]
  cp.v.x = 1.0f; // expected-error {{read-only variable is not assignable}} [Q011]
  (c)[2] -= 1; // expected-error {{read-only variable is not assignable}} [Q011]
  out[0] = c[0];
}
