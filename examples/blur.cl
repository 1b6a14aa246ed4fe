// Separable 5-tap Gaussian blur on an RGBA image, one pass per direction.

constant float WEIGHTS[5] = { 0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f };

constant sampler_t clamp_nearest = CLK_NORMALIZED_COORDS_FALSE |
                                   CLK_ADDRESS_CLAMP_TO_EDGE |
                                   CLK_FILTER_NEAREST;

typedef struct {
    int2 step;      // (1, 0) for the horizontal pass, (0, 1) for the vertical
    float gain;
} blur_params;

static float4 tap(read_only image2d_t src, int2 at, int2 step, int k)
{
    return read_imagef(src, clamp_nearest, at + step * (k - 2));
}

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void blur_pass(read_only image2d_t src, write_only image2d_t dst, blur_params p)
{
    const int2 at = (int2)(get_global_id(0), get_global_id(1));
    if (any(at >= get_image_dim(dst)))
        return;
    float4 sum = (float4)(0.0f);
    __attribute__((opencl_unroll_hint(5)))
    for (int k = 0; k < 5; ++k)
        sum += WEIGHTS[k] * tap(src, at, p.step, k);
    float4 out = sum * p.gain;
    out.w = 1.0f;               // keep the image opaque
    write_imagef(dst, at, clamp(out, 0.0f, 1.0f));
}

__kernel void luminance(read_only image2d_t src, __global uchar *luma)
{
    const int2 at = (int2)(get_global_id(0), get_global_id(1));
    const float4 px = read_imagef(src, clamp_nearest, at);
    const float y = dot(px.xyz, (float3)(0.2126f, 0.7152f, 0.0722f));
    luma[at.y * get_image_width(src) + at.x] = convert_uchar_sat_rte(y * 255.0f);
}
