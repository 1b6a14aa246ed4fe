// expected-no-diagnostics
// A classic work-group reduction: local memory passed to helpers, barriers, atomics.
#define GROUP 128
void stage(local float *buf, uint lid, uint stride) {
  if (lid < stride) buf[lid] += buf[lid + stride];
  barrier(CLK_LOCAL_MEM_FENCE);
}
__kernel __attribute__((reqd_work_group_size(GROUP, 1, 1)))
void reduce(__global const float *restrict in, __global float *restrict out, __local float *dyn, volatile __global int *done) {
  __local float buf[GROUP];
  __local int count;
  uint lid = get_local_id(0);
  buf[lid] = in[get_global_id(0)];
  dyn[lid] = buf[lid];
  if (lid == 0) count = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = GROUP / 2; s > 0; s >>= 1) stage(buf, lid, s);
  atomic_inc(&count);
  if (lid == 0) { out[get_group_id(0)] = buf[0]; atomic_inc(done); }
}
