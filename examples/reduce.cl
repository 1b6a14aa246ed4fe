// Work-group sum reduction in local memory, then one partial sum per group.

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#ifndef WG_SIZE
#define WG_SIZE 256
#endif

inline double pairwise(double a, double b) { return a + b; }

__kernel __attribute__((reqd_work_group_size(WG_SIZE, 1, 1)))
void reduce_sum(__global const double *in,
                __global double *partial,
                __local double *scratch,
                const uint n)
{
    const uint lid = get_local_id(0);
    const uint gid = get_global_id(0);
    scratch[lid] = gid < n ? in[gid] : 0.0;
    barrier(CLK_LOCAL_MEM_FENCE);

#pragma unroll
    for (uint stride = WG_SIZE / 2; stride > 0; stride >>= 1) {
        if (lid < stride)
            scratch[lid] = pairwise(scratch[lid], scratch[lid + stride]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}

__kernel void histogram(__global const uchar4 *pixels, uint count,
                        volatile __global uint *bins)
{
    __local uint local_bins[256];
    for (uint i = get_local_id(0); i < 256; i += get_local_size(0))
        local_bins[i] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_global_id(0); i < count; i += get_global_size(0)) {
        uchar4 p = pixels[i];
        atomic_inc(&local_bins[(p.x + p.y + p.z) / 3]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint i = get_local_id(0); i < 256; i += get_local_size(0))
        atomic_add(&bins[i], local_bins[i]);
}
