// RUN-FLAGS: -cl-std=CL1.2
// Writing to an image declared read_only.
kernel void fill(read_only image2d_t src, float4 color) {
  int2 pos = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(src, pos, color); // expected-error {{no matching function for call to 'write_imagef'}} [B003]
  // expected-note@-1 0+ {{candidate function not viable}}
}
