// _sat exists only for integer destinations.
kernel void to_float(global float4 *out, int4 v) {
  out[0] = convert_float4_sat(v); // expected-error {{use of undeclared identifier 'convert_float4_sat'}} [C009]
  out[1] = convert_float4(v);
}
