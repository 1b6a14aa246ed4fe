// RUN-FLAGS: -cl-std=CL3.0
// double is a floating-point destination too.
kernel void k(global double2 *out, int2 v) {
  out[0] = convert_double2_sat(v); // expected-error {{use of undeclared identifier 'convert_double2_sat'}} [C009]
  out[1] = convert_double2_rtp(v);
}
