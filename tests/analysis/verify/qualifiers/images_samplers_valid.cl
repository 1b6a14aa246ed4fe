// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Images with access qualifiers, samplers at program scope and as arguments.
const sampler_t clamp_nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
float4 fetch(read_only image2d_t img, sampler_t s, int2 at) { return read_imagef(img, s, at); }
kernel void blur(__read_only image2d_t src, __write_only image2d_t dst, sampler_t user) {
  int2 at = (int2)(get_global_id(0), get_global_id(1));
  float4 sum = fetch(src, clamp_nearest, at) + fetch(src, user, at + (int2)(1, 0));
  write_imagef(dst, at, sum * 0.5f);
}
kernel void sizes(read_only image3d_t vol, global int4 *out) { out[0] = (int4)(get_image_width(vol), get_image_height(vol), get_image_depth(vol), 0); }
