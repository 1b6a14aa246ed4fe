// RUN-FLAGS: -cl-std=CL2.0 -Xclang -cl-ext=-cl_khr_mipmap_image
// Reads with a level of detail or gradients are the cl_khr_mipmap_image forms.
kernel void lod(global float4 *out, read_only image2d_t img, sampler_t s) {
  out[0] = read_imagef(img, s, (float2)(0.5f), 1.0f); // expected-error {{no matching function for call to 'read_imagef'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = read_imagef(img, s, (float2)(0.5f), (float2)(0.0f), (float2)(0.0f)); // expected-error {{no matching function for call to 'read_imagef'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[2] = read_imagef(img, s, (float2)(0.5f));
}
