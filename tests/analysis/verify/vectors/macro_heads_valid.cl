// expected-no-diagnostics
// Valid code in the style of hashcat: qualifiers, attributes and parameter lists come from
// macros, bodies hold #if branches, pragmas and their own #define/#undef lines.
#define DECLSPEC inline
#define KERNEL_FQ __kernel
#define KERNEL_FA
#define GLOBAL_AS __global
#define LOCAL_AS __local
#define PRIVATE_AS
#define KERN_ATTR_BASIC() GLOBAL_AS uint *out, GLOBAL_AS const uint4 *in, const uint gid_max
#define VECT_SIZE 2

DECLSPEC uint rotl32_S (const uint a, const int n)
{
  return rotate (a, (uint) n);
}

DECLSPEC void store2 (PRIVATE_AS uint2 *dst, const uint2 v)
{
  dst[0] = v;
}

KERNEL_FQ KERNEL_FA void m00000_mxx (KERN_ATTR_BASIC ())
{
  const uint gid = get_global_id (0);
  LOCAL_AS uint tmp[64];
  if (gid >= gid_max) return;
#if VECT_SIZE == 1
  uint v = in[gid].x;
#else
  uint2 v = in[gid].xy;
#endif
  #define K 3
  uint acc = 0;
  #ifdef _unroll
  #pragma unroll
  #endif
  for (int i = 0; i < 4; i++) acc += rotl32_S (v.x, K + i);
  #undef K
  #define K 7
  acc ^= rotl32_S (v.y, K);
  #undef K
  uint2 w = v;
  store2 (&w, v);
  tmp[get_local_id (0) & 63] = acc + w.y;
  out[gid] = tmp[0];
}
