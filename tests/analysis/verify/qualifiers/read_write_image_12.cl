// RUN-FLAGS: -cl-std=CL1.2
kernel void k(read_write image2d_t img) {} // expected-error {{access qualifier 'read_write' can not be used for '__read_write image2d_t' prior to OpenCL C version 2.0}} [X020]
kernel void k2(__read_write image1d_t img) {} // expected-error {{access qualifier '__read_write' can not be used for '__read_write image1d_t' prior to OpenCL C version 2.0}} [X020]
