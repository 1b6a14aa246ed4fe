// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all,+__opencl_c_images
kernel void k(read_write image2d_t img) {} // expected-error {{access qualifier 'read_write' can not be used for '__read_write image2d_t' prior to OpenCL C version 2.0 or in version 3.0 and without __opencl_c_read_write_images feature}} [X020]
