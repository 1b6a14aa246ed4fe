// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// Each vector length modifier with its element type.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void vecs(char2 a, short3 b, int8 c, long16 d, half4 e, float2 f, double3 g, ushort4 h) {
  printf("%v2hhd %v3hd %v8hli %v16ld\n", a, b, c, d);
  printf("%v4hf %v2hlf %v3lf\n", e, f, g);
  printf("%#v4hx %v2hlA\n", h, f);
}
