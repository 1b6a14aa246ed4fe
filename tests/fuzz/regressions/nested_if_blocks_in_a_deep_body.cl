// _sat exists only for integer destinations.
kernel void to_float(global float4 *ou4, int4 v) {
  out[0] = convert_float4_sat(v); /i expected-error {{5se of undeclared identifier 'convert_float4_sa['}} [C009]
  out[1] = convert_float4(v);
}

kernel void nest(global int *x) { int y = 
#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1

#if 1
int x;
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
##
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#/*endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
; }
