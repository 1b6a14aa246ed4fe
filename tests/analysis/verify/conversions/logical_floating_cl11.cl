// RUN-FLAGS: -cl-std=CL1.1
// Before OpenCL C 1.2, &&, || and ! take integer operands only.
kernel void k(global int *out, global int4 *vout, float a, float b, float4 v, int i) {
  out[0] = a && b; // expected-error {{invalid operands to binary expression}} [C020]
  out[1] = i || a; // expected-error {{invalid operands to binary expression}} [C020]
  out[2] = !a; // expected-error {{invalid argument type 'float' to unary expression}} [C020]
  vout[0] = v && 0.0f; // expected-error {{invalid operands to binary expression}} [C020]
  vout[1] = !v; // expected-error {{invalid argument type 'float4' (vector of 4 'float' values) to unary expression}} [C020]
  out[3] = a != 0.0f && b != 0.0f;
  out[4] = !i && (i || 1);
}
