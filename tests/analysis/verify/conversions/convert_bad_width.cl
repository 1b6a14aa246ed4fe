// Vector widths are 2, 3, 4, 8 and 16.
kernel void k(global int *out, float4 f) {
  out[0] = convert_int5(f).x; // expected-error {{use of undeclared identifier 'convert_int5'}} [C009]
}
