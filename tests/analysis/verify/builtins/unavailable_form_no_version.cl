// RUN-FLAGS: -Xclang -cl-ext=-cl_khr_depth_images
// With no -cl-std (OpenCL C 1.2 for clang), a form that a later version provides is not reported:
// the project may build for that version.
kernel void depth(global float *out, read_only image2d_depth_t src, sampler_t s) {
  out[0] = read_imagef(src, s, (float2)(0.0f)); // expected-error {{no matching function for call to 'read_imagef'}} clang-only: OpenCL C 2.0 has this form
  // expected-note@-1 0+ {{candidate function not viable}}
}
