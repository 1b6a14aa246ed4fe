// y = a*x + y over float4 lanes, with a scalar tail for lengths that are
// not a multiple of four.

#define LANES 4

__kernel void saxpy4(__global float4 *restrict y,
                     __global const float4 *restrict x,
                     const float a,
                     const uint n4)
{
    const size_t i = get_global_id(0);
    if (i < n4) {
        y[i] = mad((float4)(a), x[i], y[i]);
    }
}

__kernel void saxpy_tail(__global float *y, __global const float *x,
                         const float a, const uint first, const uint n)
{
    const uint i = first + (uint)get_global_id(0);
    if (i < n)
        y[i] = fma(a, x[i], y[i]);
}
