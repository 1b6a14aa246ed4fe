// expected-no-diagnostics
// Pointer-sized integers next to vectors: the rank depends on the target.
kernel void k(global ulong4 *out, global uint4 *uout, global float4 *fout, ulong4 v, uint4 u, float4 f) {
  size_t gid = get_global_id(0);
  out[gid] = v + gid;
  uout[gid] = u * (uint)gid;
  fout[gid] = f * gid;
  fout[0] = f + get_local_size(0);
}
