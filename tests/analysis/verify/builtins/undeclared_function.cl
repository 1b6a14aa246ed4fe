// RUN-FLAGS: -cl-std=CL1.2
// OpenCL C has no implicit function declarations: an unknown callee is an error.
kernel void blend(global float4 *pixels) {
  size_t i = get_global_id(0);
  pixels[i] = tonemap_reinhard(pixels[i]); // expected-error {{use of undeclared identifier 'tonemap_reinhard'}} [B001]
}
