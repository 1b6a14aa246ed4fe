// expected-no-diagnostics
// size_t is uint on one target and ulong on another; these calls have one best form here.
kernel void k(global uint *out, uint n) {
  size_t gid = get_global_id(0);
  out[0] = max(gid, (size_t)n);
  out[1] = min(gid, n);
  out[2] = (uint)clamp(gid, (size_t)0, (size_t)16);
}
