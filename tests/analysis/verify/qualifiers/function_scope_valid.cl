// expected-no-diagnostics
// Local and constant variables in the kernel's outermost block; pointers to them anywhere.
#define WG 64
void helper(local float *scratch, global float *out) {
  local float *cursor = scratch;
  constant int *none = 0;
  out[0] = cursor[0] + (none ? 1.0f : 0.0f);
}
kernel void reduce(global float *in, global float *out) {
  local float partial[WG];
  local int flag;
  constant float scale = 0.5f;
#if WG > 32
  local float extra[WG / 2];
#endif
  __local uint counters[4], total;
  int lid = get_local_id(0);
  partial[lid] = in[get_global_id(0)] * scale;
  if (lid == 0) { flag = 1; total = 0; counters[0] = 0; }
  barrier(CLK_LOCAL_MEM_FENCE);
  {
    local float *view = partial;
    global float *dst = out;
    dst[0] = view[0];
  }
  helper(partial, out);
}
