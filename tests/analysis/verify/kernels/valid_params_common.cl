// expected-no-diagnostics
// The parameter types real kernels use every day.
typedef uint index_t;
typedef float4 color_t;
typedef struct { float scale; int offset; uint flags; } params_t;
struct pair { float a, b; };
union bits { float f; uint u; };

kernel void every_kind(global float *out, global const float *restrict in, constant float *coeffs,
                       local float *scratch, int n, uint count, long big, ulong mask, float x, double y,
                       char c, uchar uc, short s, ushort us, float4 v, int16 wide, uchar3 rgb,
                       index_t index, color_t tint, params_t params, struct pair p, union bits b) {
    size_t gid = get_global_id(0);
    bool inside = gid < count;
    if (inside)
        out[gid] = in[gid] * coeffs[0] + params.scale + p.a + b.f + tint.x + index;
    scratch[get_local_id(0)] = x + (float)y + c + uc + s + us + v.w + wide.s0 + rgb.z + n + big + mask;
}

kernel void images(read_only image2d_t src, write_only image2d_t dst, sampler_t smp) {
    int2 pos = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, pos, read_imagef(src, smp, pos));
}

kernel void pointers_to_unportable(global size_t *sizes, global bool *flags, global ptrdiff_t *deltas) {
    sizes[0] = get_global_size(0);
    deltas[0] = 0;
}
