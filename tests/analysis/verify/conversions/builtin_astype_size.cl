// __builtin_astype, clang's builtin behind as_type: sizes must match (3-component vectors take 4).
char3 narrow(char16 x) {
  return __builtin_astype(x, char3); // expected-error {{invalid reinterpretation: sizes of 'char3' (vector of 3 'char' values) and '__private char16' (vector of 16 'char' values) must match}} [C008]
}
char16 widen(int x) {
  return __builtin_astype(x, char16); // expected-error {{invalid reinterpretation: sizes of 'char16' (vector of 16 'char' values) and '__private int' must match}} [C008]
}
kernel void k(global float *out, global int4 *v) {
  float3 f3 = __builtin_astype(v[0], float3);
  out[0] = f3.x + __builtin_astype(1u, float);
}
