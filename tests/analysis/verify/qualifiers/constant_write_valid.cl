// expected-no-diagnostics
// Reading constant memory and moving constant pointers is fine.
constant float weights[3] = {0.25f, 0.5f, 0.25f};
typedef struct { int n; } cfg;
kernel void k(constant float *c, constant cfg *conf, global float *out, local float *tmp) {
  constant float *cursor = c;
  cursor++;
  cursor = weights + 1;
  cursor += 1;
  float sum = 0.0f;
  for (int i = 0; i < conf->n; i++) sum += cursor[i] * weights[i % 3];
  out[0] = sum;
  tmp[0] = c[0];
  out[1] = tmp[0];
  global float *g = out;
  *g = weights[2];
  g[1] += c[1];
}
