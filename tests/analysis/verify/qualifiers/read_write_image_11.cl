// RUN-FLAGS: -cl-std=CL1.1
kernel void k(read_write image2d_t img, read_only image2d_t src) {} // expected-error {{access qualifier 'read_write' can not be used for '__read_write image2d_t' prior to OpenCL C version 2.0}} [X020]
