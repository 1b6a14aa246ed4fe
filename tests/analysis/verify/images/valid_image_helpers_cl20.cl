// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Image helpers as real code writes them: typedefs with access, read_write images, macro samplers.
#define SAMPLER_FLAGS (CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST)
__constant sampler_t smp = SAMPLER_FLAGS;
typedef __read_only image2d_t src_t;
typedef __write_only image2d_t dst_t;
static float4 fetch(src_t img, int2 at) { return read_imagef(img, smp, at); }
static void put(dst_t img, int2 at, float4 v) { write_imagef(img, at, v); }
void touch(read_write image2d_t img, int2 at) { write_imagef(img, at, read_imagef(img, at)); }
int count_calls(void) {
    static int calls = 0;
    extern int total;
    calls++;
    return calls + total;
}
kernel void run(src_t in, dst_t out, read_write image2d_t scratch, global int *counts) {
    int2 at = (int2)(get_global_id(0), get_global_id(1));
    float4 v = fetch(in, at);
    put(out, at, v);
    touch(scratch, at);
    const sampler_t local_smp = CLK_FILTER_LINEAR;
    float4 w = read_imagef(in, local_smp, (float2)(0.5f, 0.5f));
    counts[0] = count_calls() + (int)w.x;
}
int total = 0;
