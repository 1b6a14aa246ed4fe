// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
kernel void k(read_write image2d_t img, __read_write image3d_t vol) {}
#if __OPENCL_C_VERSION__ < 200
kernel void old(read_write image2d_t img) {}
#endif
