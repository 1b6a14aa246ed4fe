// RUN-FLAGS: -cl-std=CL1.2
// mad needs three operands; clamp needs three.
kernel void f(global float *out, float a, float b) {
  out[0] = mad(a, b); // expected-error {{no matching function for call to 'mad'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = clamp(a, b); // expected-error {{no matching function for call to 'clamp'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
