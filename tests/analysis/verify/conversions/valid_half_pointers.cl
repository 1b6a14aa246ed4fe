// expected-no-diagnostics
// Without cl_khr_fp16 enabled, half is storage only: pointers, sizeof and vload/vstore.
struct packed { half value; int id; };
void copy_half(global half *dst, const global half *src, int n) {
  for (int i = 0; i < n; ++i)
    vstore_half(vload_half(i, src), i, dst);
}
kernel void k(global half *data, global float *out, local half *scratch) {
  size_t i = get_global_id(0);
  global half *p = data + i;
  global half *q = &data[i + 1];
  out[i] = vload_half(0, p) + vload_half(0, q);
  vstore_half_rte(out[i], 0, data);
  float4 v = vload_half4(0, data);
  vstore_half4(v * 2.0f, 1, data);
  out[0] = sizeof(half) + sizeof(*p) + sizeof(data[0]);
  global uchar *bytes = (global uchar *)data;
  out[1] = bytes[0];
  copy_half(data, data + 8, 4);
}
