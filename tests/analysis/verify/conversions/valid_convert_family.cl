// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0
// Every modifier combination the specification names.
kernel void k(global int4 *out, global uchar4 *bytes, global float4 *fout, float4 f, int4 i, short4 s) {
  out[0] = convert_int4(f);
  out[1] = convert_int4_sat(f);
  out[2] = convert_int4_rte(f);
  out[3] = convert_int4_sat_rte(f);
  out[4] = convert_int4_sat_rtz(f) + convert_int4_rtp(f) + convert_int4_rtn(f);
  bytes[0] = convert_uchar4_sat(s);
  bytes[1] = convert_uchar4(i);
  fout[0] = convert_float4(i);
  fout[1] = convert_float4_rtp(i) + convert_float4_rtz(s);
  out[5] = convert_int4(i);
  out[6].x = convert_int(f.x) + convert_int_sat_rtn(f.y);
  ulong u = convert_ulong_sat(f.z);
  out[7] = (int4)(int)u;
}
