// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Pointers to vectors: loads and stores through them keep the vector type.
void store(global float4 *p, float4 v) { *p = v; }
float4 load(global const float4 *p, int i) { return p[i]; }
kernel void k(global float4 *data, global float *flat, local float4 *tile) {
  int i = get_global_id(0);
  global float4 *p = data + i;
  float4 v = *p;
  tile[get_local_id(0)] = v;
  store(p + 1, load(data, i) + tile[0]);
  global float *f = (global float *)data;
  flat[i] = f[i] + (*p).x + p->y;
  data[0] = vload4(i, flat);
}
