// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Built-in macros and constants of the language: fences, math constants, limits, image channel values.
kernel void consts(global float *f, global int *i, global uint *u, read_only image2d_t img) {
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  f[0] = M_PI_F + M_E_F + MAXFLOAT + FLT_EPSILON + HUGE_VALF + INFINITY;
  f[1] = NAN;
  i[0] = INT_MAX - CHAR_BIT;
  i[5] = SHRT_MIN + FLT_DIG;
  u[0] = UINT_MAX;
  i[1] = get_image_channel_order(img) == CLK_RGBA;
  i[2] = get_image_channel_data_type(img) == CLK_UNORM_INT8;
  i[3] = __OPENCL_C_VERSION__ + CL_VERSION_1_2 + __ENDIAN_LITTLE__;
  i[4] = FP_ILOGB0 + FP_ILOGBNAN;
}
