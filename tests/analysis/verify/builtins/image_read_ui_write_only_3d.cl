// RUN-FLAGS: -cl-std=CL1.2
// The sampler-less read of a 3D image declared __write_only.
kernel void probe(__write_only image3d_t volume, global uint4 *out) {
  out[0] = read_imageui(volume, (int4)(0, 0, 0, 0)); // expected-error {{no matching function for call to 'read_imageui'}} [B003]
  // expected-note@-1 0+ {{candidate function not viable}}
}
