// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_depth_images
// Before OpenCL C 2.0 the depth-image forms come with cl_khr_depth_images only.
kernel void depth(global float *out, read_only image2d_depth_t src, write_only image2d_depth_t dst, sampler_t s) {
  out[0] = read_imagef(src, s, (float2)(0.0f)); // expected-error {{no matching function for call to 'read_imagef'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = get_image_width(src); // expected-error {{no matching function for call to 'get_image_width'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  write_imagef(dst, (int2)(0), out[0]); // expected-error {{no matching function for call to 'write_imagef'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
}
