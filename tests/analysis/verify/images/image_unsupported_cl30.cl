// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-__opencl_c_images,-__opencl_c_read_write_images,-__opencl_c_3d_image_writes,-cl_khr_3d_image_writes
// Without __opencl_c_images there are no image or sampler types.
void f(image2d_t i) {} // expected-error {{use of type '__read_only image2d_t' requires __opencl_c_images support}} [Q028]
void g(sampler_t s) {} // expected-error {{use of type 'sampler_t' requires __opencl_c_images support}} [Q028]
#ifdef __opencl_c_images
void h(image2d_t i) {}
#endif
kernel void k(global int *out) { out[0] = 0; }
