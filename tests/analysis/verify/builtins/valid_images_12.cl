// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Images in OpenCL C 1.2, with the default read_only access and image queries.
kernel void copy(image2d_t src, write_only image2d_t dst, sampler_t s, read_only image3d_t vol) {
  int2 pos = (int2)(get_global_id(0), get_global_id(1));
  if (pos.x >= get_image_width(src) || pos.y >= get_image_height(dst)) return;
  float4 v = read_imagef(vol, s, (int4)(pos, 0, 0));
  write_imagef(dst, pos, read_imagef(src, s, pos) + v);
  int2 dim = get_image_dim(src);
  write_imageui(dst, pos, (uint4)(dim.x, dim.y, get_image_depth(vol), 0));
}
