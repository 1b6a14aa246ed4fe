// float4 + int4: neither converts to the other.
kernel void offset(global float4 *out, float4 base, int4 step) {
  out[0] = base + step; // expected-error {{implicit conversions between vector types ('float4' (vector of 4 'float' values) and 'int4' (vector of 4 'int' values)) are not permitted}} [C006]
  out[1] = base + convert_float4(step);
}
