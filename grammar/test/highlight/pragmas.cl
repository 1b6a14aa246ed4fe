#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// <- keyword.directive
//             ^ keyword.directive
//                       ^ module
//                                     ^ constant.builtin

#define TILE 16
// <- keyword.directive.define
//      ^ constant.macro

void f(global int *p)
{
  #pragma unroll 4
  // <- keyword.directive
  //             ^ number
  __attribute__((opencl_unroll_hint(2)))
  // <- keyword
  //             ^ attribute
  for (int i = 0; i < 4; i++) p[i] = i;
  // <- keyword.repeat
}
