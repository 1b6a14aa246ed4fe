// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_3d_image_writes
// Writing 3D images needs cl_khr_3d_image_writes.
kernel void w(write_only image3d_t i) {} // expected-error {{use of type '__write_only image3d_t' requires cl_khr_3d_image_writes support}} [Q028]
kernel void r(read_only image3d_t i) {}
kernel void w2(write_only image2d_t i) {}
