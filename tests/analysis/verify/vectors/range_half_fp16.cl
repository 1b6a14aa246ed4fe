// half vectors with cl_khr_fp16.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void h(global half4 *p, global half *out) {
    half4 v = p[0];
    half3 t = v.xyz;
    out[0] = t.z;
    out[1] = t.s3; // expected-error {{vector component access exceeds type}} [V001]
}
