// RUN-FLAGS: -cl-std=CL3.0
// Comparing float4 with double4 needs an explicit conversion.
kernel void k(global long4 *out, global const double4 *d, float4 f) {
  out[0] = d[0] < f; // expected-error {{implicit conversions between vector types}} [C006]
  out[1] = d[0] < convert_double4(f);
}
