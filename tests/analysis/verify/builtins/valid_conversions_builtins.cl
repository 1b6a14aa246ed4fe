// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Explicit conversions and reinterpretations of every shape.
kernel void conv(global float4 *f, global int4 *i, global uchar4 *u, global uint *w) {
  i[0] = convert_int4_rtz(f[0]) + convert_int4_sat_rte(f[1]);
  u[0] = convert_uchar4_sat(i[0]) ^ as_uchar4(w[0]);
  f[2] = as_float4(i[1]) + convert_float4(u[1]);
  w[1] = as_uint(1.0f) + convert_uint(f[3].x) + as_uint(u[2]);
}
