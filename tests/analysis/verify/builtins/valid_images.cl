// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Image reads from readable images, writes to writable ones, and both on read_write images.
constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
typedef read_only image2d_t input_image;
kernel void filter(input_image src, __write_only image2d_t dst, read_write image2d_t scratch) {
  int2 pos = (int2)(get_global_id(0), get_global_id(1));
  float4 c = read_imagef(src, smp, pos) + read_imagef(src, pos);
  write_imagef(scratch, pos, c);
  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
  float4 again = read_imagef(scratch, pos);
  write_imagef(dst, pos, again * 0.5f);
  int4 q = read_imagei(src, smp, (float2)(0.5f, 0.5f));
  uint4 r = read_imageui(src, pos);
  write_imagei(scratch, pos, q + as_int4(r));
}
