// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-cl_khr_mipmap_image_writes
// Writing one mip level is a form of cl_khr_mipmap_image_writes.
kernel void level(write_only image2d_t img, float4 color) {
  write_imagef(img, (int2)(0), 2, color); // expected-error {{no matching function for call to 'write_imagef'}} [X040]
  // expected-note@-1 0+ {{candidate function not viable}}
  write_imagef(img, (int2)(0), color);
}
