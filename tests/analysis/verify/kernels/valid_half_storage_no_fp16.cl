// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp16
// expected-no-diagnostics
// Without cl_khr_fp16, half still works as a storage format behind a pointer.
kernel void widen(global const half *in, global float4 *out) {
    out[get_global_id(0)] = vload_half4(get_global_id(0), in);
}
kernel void narrow(global const float *in, global half *out) {
    vstore_half(in[0], 0, out);
}
