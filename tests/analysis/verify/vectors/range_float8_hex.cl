// The hexadecimal indices a to f exist only in sixteen-component vectors.
kernel void last(global float8 *p, global float *out) {
    float8 v = p[0];
    out[0] = v.s7;
    out[1] = v.sa; // expected-error {{vector component access exceeds type}} [V001]
    out[2] = v.sF; // expected-error {{vector component access exceeds type}} [V001]
    out[3] = v.s8; // expected-error {{vector component access exceeds type}} [V001]
}
