// RUN-FLAGS: -cl-std=CL3.0
// In OpenCL C 3.0 rgba names are allowed, but only within the width.
kernel void tint(global float3 *p, global float *out) {
    float3 c = p[0];
    out[0] = c.r + c.g + c.b;
    out[1] = c.a; // expected-error {{vector component access exceeds type}} [V001]
}
