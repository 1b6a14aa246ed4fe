// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_depth_images
// Depth-image arrays belong to cl_khr_depth_images as well; ordinary arrays stay available.
kernel void layers(global float *out, global float4 *vout, read_only image2d_array_depth_t depth,
                   read_only image2d_array_t colour, sampler_t s) {
  out[0] = read_imagef(depth, s, (float4)(0.0f)); // expected-error {{no matching function for call to 'read_imagef'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = get_image_array_size(depth); // expected-error {{no matching function for call to 'get_image_array_size'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  vout[0] = read_imagef(colour, s, (float4)(0.0f));
}
