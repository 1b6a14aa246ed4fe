// RUN-FLAGS: -cl-std=CL2.0
// _sat comes before the rounding mode.
kernel void k(global int4 *out, float4 f) {
  out[0] = convert_int4_rte_sat(f); // expected-error {{use of undeclared identifier 'convert_int4_rte_sat'}} [C009]
  out[1] = convert_int4_sat_rte(f);
}
