// expected-no-diagnostics
// Macros may stand for types and conversions; the rules leave macro code alone.
#define VEC float4
#define IVEC int4
#define CONVERT_IVEC(x) convert_int4(x)
#define TO_VEC(x) (VEC)(x)
#define SPLAT(T, x) ((T)(x))
kernel void k(global VEC *out, global IVEC *iout, VEC a, float s) {
  VEC b = TO_VEC(s);
  IVEC c = CONVERT_IVEC(a + b);
  out[0] = a * SPLAT(float, 2.0f);
  iout[0] = c + SPLAT(IVEC, 1);
  out[1] = (VEC)(a.xy, SPLAT(float2, s));
}
