__kernel void add(__global const float4 *a, global float4 *out)
// <- keyword.modifier.kernel
//       ^ type.builtin
//            ^ function
//                 ^ keyword.modifier
//                                   ^ type.builtin
//                                       ^ variable.parameter
//                                              ^ keyword.modifier
{
  size_t gid = get_global_id(0);
  // <- type.builtin
  //            ^ function.builtin
  out[gid] = a[gid].xyzw + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  //                ^ variable.member
  //                        ^ type.builtin
  //                                ^ number.float
}

kernel void copy(read_only image2d_t src, write_only image2d_t dst, sampler_t smp)
// <- keyword.modifier.kernel
//          ^ function
//               ^ keyword.modifier
//                         ^ type.builtin
//                                        ^ keyword.modifier
//                                                              ^ variable.parameter
//                                                                  ^ type.builtin
{
  int2 pos = (int2)(get_global_id(0), get_global_id(1));
  // <- type.builtin
  float4 px = read_imagef(src, smp, pos);
  //          ^ function.builtin
  write_imagef(dst, pos, px.zyxw);
  //                        ^ variable.member
}
