// RUN-FLAGS: -cl-std=CL2.0
// An image parameter without an access qualifier is read_only.
kernel void fill(image2d_t target, int4 value) {
  write_imagei(target, (int2)(0, 0), value); // expected-error {{no matching function for call to 'write_imagei'}} [B003]
  // expected-note@-1 0+ {{candidate function not viable}}
}
