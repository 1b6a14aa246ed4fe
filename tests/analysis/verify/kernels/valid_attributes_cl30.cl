// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// expected-no-diagnostics
// Attributes do not depend on optional features.
#define LOCAL_X 8
__kernel __attribute__((reqd_work_group_size(LOCAL_X, LOCAL_X, 1)))
__attribute__((vec_type_hint(float4)))
void shade(__global float4 *pixels, int width) {
    pixels[get_global_id(1) * width + get_global_id(0)] *= 0.5f;
}
