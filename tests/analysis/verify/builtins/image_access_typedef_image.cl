// RUN-FLAGS: -cl-std=CL1.2
// The access qualifier of a typedef'd image type is part of the type.
typedef write_only image2d_t output_image;
kernel void probe(output_image out, sampler_t s, global float4 *dst) {
  dst[0] = read_imagef(out, s, (int2)(0, 0)); // expected-error {{no matching function for call to 'read_imagef'}} [B003]
  // expected-note@-1 0+ {{candidate function not viable}}
}
