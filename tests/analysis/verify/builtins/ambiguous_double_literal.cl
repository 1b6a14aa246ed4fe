// RUN-FLAGS: -cl-std=CL1.2
// From OpenCL C 1.2 on, with double precision, 1.0 is a double: max(double, float) has no best form.
kernel void k(global float *out, float f) {
  out[0] = max(1.0, 2.0f); // expected-error {{call to 'max' is ambiguous}} [B005]
  out[1] = fmax(0.5, f); // expected-error {{call to 'fmax' is ambiguous}} [B005]
  out[2] = max(1.0f, 2.0f);
}
