// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// With the extensions supported (the default), the depth and mipmap forms exist.
kernel void k(global float *out, global float4 *vout, read_only image2d_depth_t depth, read_only image2d_t img,
              write_only image2d_t dst, sampler_t s) {
  out[0] = read_imagef(depth, s, (float2)(0.0f));
  out[1] = get_image_width(depth);
  vout[0] = read_imagef(img, s, (float2)(0.5f), 1.0f);
  write_imagef(dst, (int2)(0), 1, vout[0]);
}
