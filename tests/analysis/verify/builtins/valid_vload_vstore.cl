// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Vector loads and stores from every address space, half conversions, async copies.
kernel void move(global const float *src, global float *dst, local float *tile, constant float *coeff,
                 global const half *hsrc, global half *hdst) {
  float4 a = vload4(get_global_id(0), src);
  float4 k = vload4(0, coeff);
  vstore4(a * k, get_global_id(0), dst);
  float4 h = vload_half4(0, hsrc);
  vstore_half4_rte(h, 0, hdst);
  event_t e = async_work_group_copy(tile, src, 64, 0);
  wait_group_events(1, &e);
  float priv[4];
  vstore4(vload4(0, tile), 0, priv);
  dst[0] = priv[1] + vload2(0, priv).y;
  prefetch(src, 16);
}
