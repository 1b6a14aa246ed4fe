// RUN-FLAGS: -cl-std=CL1.2
// Reading from an image the kernel may only write.
constant sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void copy(write_only image2d_t dst, global float4 *out) {
  int2 pos = (int2)(get_global_id(0), get_global_id(1));
  out[0] = read_imagef(dst, nearest, pos); // expected-error {{no matching function for call to 'read_imagef'}} [B003]
  // expected-note@-1 0+ {{candidate function not viable}}
}
