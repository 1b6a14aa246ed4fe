// The rounding modes are _rte, _rtz, _rtp and _rtn.
kernel void k(global int4 *out, float4 f) {
  out[0] = convert_int4_rtq(f); // expected-error {{use of undeclared identifier 'convert_int4_rtq'}} [C009]
  out[1] = convert_int4_rtn(f);
}
