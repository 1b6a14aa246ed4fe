// expected-no-diagnostics
// With cl_khr_fp16 enabled, half is an ordinary parameter type.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void scale(global half *data, half k, half4 v) {
    data[get_global_id(0)] *= k + v.x;
}
