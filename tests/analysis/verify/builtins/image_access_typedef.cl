// RUN-FLAGS: -cl-std=CL2.0
// The access qualifier is seen through a helper function's parameter.
void store(read_only image1d_t img, int x, float4 v) {
  write_imagef(img, x, v); // expected-error {{no matching function for call to 'write_imagef'}} [B003]
  // expected-note@-1 0+ {{candidate function not viable}}
}
kernel void k(read_only image1d_t img) { store(img, 0, (float4)(0.0f)); }
