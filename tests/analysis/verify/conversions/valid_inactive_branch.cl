// expected-no-diagnostics
// Code in a skipped #if branch is not compiled, so nothing in it is judged.
#define USE_CONVERT 1
kernel void k(global int4 *out, float4 f) {
#if USE_CONVERT
  out[0] = convert_int4(f);
#else
  out[0] = (int4)f;
  int4 bad = f;
  out[1] = bad + 1u;
#endif
#ifdef NOT_DEFINED_ANYWHERE
  out[2] = as_int4(f.xy);
#endif
}
