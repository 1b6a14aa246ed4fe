// RUN-FLAGS: -cl-std=CL1.2
// An image passed to a math function.
kernel void f(read_only image2d_t img, global float *out) {
  out[0] = floor(img); // expected-error {{no matching function for call to 'floor'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
