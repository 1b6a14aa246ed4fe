// RUN-FLAGS: -cl-std=CL1.2
// A pointer is not a number: forgot to dereference.
kernel void f(global float *data) {
  data[1] = exp(data); // expected-error {{no matching function for call to 'exp'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
  data[2] = fabs(data + 1); // expected-error {{no matching function for call to 'fabs'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
