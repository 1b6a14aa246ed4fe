// expected-no-diagnostics
// vec_step of scalars, vectors (3 components count as 4), void, and values of those types.
kernel void k(global int *out, global int3 *p, float f) {
  out[0] = vec_step(int16);
  out[1] = vec_step(float3);
  out[2] = vec_step(*p);
  out[3] = vec_step(f);
  out[4] = vec_step(void);
  out[5] = vec_step(p[0].xy);
}
