// vec_step takes a built-in scalar or vector type, or a value of one.
struct pair { int a, b; };
kernel void k(global int *out, global int16 *p, struct pair s, global float *f) {
  out[0] = vec_step(int16 *); // expected-error {{'vec_step' requires built-in scalar or vector type, '__private int16 *' invalid}} [V020]
  out[1] = vec_step(void(void)); // expected-error {{'vec_step' requires built-in scalar or vector type, 'void (void)' invalid}} [V020]
  out[2] = vec_step(s); // expected-error {{'vec_step' requires built-in scalar or vector type, '__private struct pair' invalid}} [V020]
  out[3] = vec_step(f); // expected-error {{'vec_step' requires built-in scalar or vector type}} [V020]
  out[4] = vec_step(*p);
}
