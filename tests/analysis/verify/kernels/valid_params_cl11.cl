// RUN-FLAGS: -cl-std=CL1.1
// expected-no-diagnostics
typedef struct { float4 lo, hi; } box_t;
__kernel void clamp_all(__global float4 *data, box_t box, const uint n) {
    uint i = get_global_id(0);
    if (i < n)
        data[i] = clamp(data[i], box.lo, box.hi);
}
