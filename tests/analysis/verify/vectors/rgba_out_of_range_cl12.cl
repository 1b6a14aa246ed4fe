// Before 3.0 an rgba name beyond the width is still out of range.
kernel void k(global float2 *p, global float *out) {
    float2 c = p[0];
    out[0] = c.b; // expected-warning {{vector component name 'b' is a feature from OpenCL version 3.0 onwards}} expected-error {{vector component access exceeds type}} [V001]
}
