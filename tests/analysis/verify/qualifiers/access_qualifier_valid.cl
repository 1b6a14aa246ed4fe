// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Images and pipes with every access qualifier spelling; typedefs of images.
typedef image2d_t img2;
kernel void images(read_only image2d_t a, __write_only image2d_t b, read_write image3d_t c, img2 d,
                   image1d_array_t e, read_only image2d_depth_t f, write_only image2d_array_t g) {}
kernel void pipes(read_only pipe int in, __write_only pipe float4 out) {}
void helper(read_only image2d_t img, sampler_t s, global float4 *out) { out[0] = read_imagef(img, s, (int2)(0, 0)); }
