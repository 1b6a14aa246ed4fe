// RUN-FLAGS: -cl-std=CL2.0
// A vector operand for a scalar conversion, and a scalar for a vector one.
kernel void k(global int *out, global int4 *out4, float4 v, float s) {
  out[0] = convert_int(v); // expected-error {{no matching function for call to 'convert_int'}} [C010]
  // expected-note@-1 0+ {{candidate function}}
  out4[0] = convert_int4(s); // expected-error {{call to 'convert_int4' is ambiguous}} [C010]
  // expected-note@-1 0+ {{candidate function}}
  out4[1] = (int4)convert_int(s);
}
