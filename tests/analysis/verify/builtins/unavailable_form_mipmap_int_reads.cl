// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-cl_khr_mipmap_image
// The integer reads have level-of-detail forms too, and only with the extension.
kernel void lod(global int4 *out, global uint4 *uout, read_only image3d_t img, sampler_t s) {
  out[0] = read_imagei(img, s, (float4)(0.5f), 0.0f); // expected-error {{no matching function for call to 'read_imagei'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  uout[0] = read_imageui(img, s, (float4)(0.5f), 0.0f); // expected-error {{no matching function for call to 'read_imageui'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = read_imagei(img, s, (float4)(0.5f));
}
