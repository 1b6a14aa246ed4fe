// RUN-FLAGS: -cl-std=CL1.2
// A vector specifier needs a length modifier: %v4hlf for float4, not %v4f.
kernel void dump(global float4 *colors, int4 ids) {
  printf("color %v4f\n", colors[0]); // expected-warning {{format specifies type 'double __attribute__((ext_vector_type(4)))' but the argument has type 'float4'}}
  printf("ids %v4d\n", ids); // opencl-lsp-warning {{a vector specifier needs a length modifier}} [B004]
}
