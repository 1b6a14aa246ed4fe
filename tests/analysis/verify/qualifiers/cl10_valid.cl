// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.0
// OpenCL C 1.0 style: underscored qualifiers, constant tables, local scratch passed in.
__constant float4 palette[2] = {(float4)(0.0f, 0.0f, 0.0f, 1.0f), (float4)(1.0f, 1.0f, 1.0f, 1.0f)};
__kernel void shade(__global const uchar *index, __global float4 *out, __local float4 *cache) {
  int lid = get_local_id(0);
  cache[lid] = palette[index[get_global_id(0)] & 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = cache[lid];
}
