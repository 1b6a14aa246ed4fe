// RUN-FLAGS: -cl-std=CL2.0
// No form of sqrt takes two arguments.
kernel void root(global float *out, float a, float b) {
  out[0] = sqrt(a, b); // expected-error {{no matching function for call to 'sqrt'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
