void f(local uint *scratch, constant int *lut, private half h)
//     ^ keyword.modifier
//           ^ type.builtin
//                          ^ keyword.modifier
//                                             ^ keyword.modifier
//                                                     ^ type.builtin
{
  atomic_int counter;
  // <- type.builtin
  event_t ev;
  // <- type.builtin
  uchar16 bytes;
  // <- type.builtin
  double2x2 m;
  // <- type.builtin
  float8 v = (float8)(0.0f);
  float4 lo = v.lo;
  //            ^ variable.member
  float2 s = v.s01;
  //           ^ variable.member
  int flags = CLK_LOCAL_MEM_FENCE;
  //          ^ constant.builtin
  uint n = convert_uint_sat(3.5f);
  //       ^ function.builtin
}

void consume(__read_only pipe int p, int (^op)(int))
//           ^ keyword.modifier
//                       ^ keyword.type
//                            ^ type.builtin
//                                        ^ punctuation.special
{
}

typedef struct { float4 pos; } Particle;
// <- keyword.type
//               ^ type.builtin
//                                ^ type.definition
