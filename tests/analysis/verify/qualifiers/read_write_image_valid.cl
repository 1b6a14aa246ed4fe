// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all,+__opencl_c_images,+__opencl_c_read_write_images
// OpenCL C 3.0 with the feature accepts read-write images.
kernel void k(read_write image2d_t img, read_only image2d_t src) {
#ifdef __opencl_c_read_write_images
  float4 v = read_imagef(src, (int2)(0, 0));
  write_imagef(img, (int2)(0, 0), v);
#endif
}
