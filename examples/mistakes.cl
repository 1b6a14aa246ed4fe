// A kernel with mistakes, for the README's first command.

__kernel void scale(__global float *data, const float factor)
{
    const size_t i = get_global_id(0)
    data[i] = data[i] * factor factor;
}

__kernel void offsets(__global int *out, int base)
{
    out[get_global_id(0)] = base + ;
}
