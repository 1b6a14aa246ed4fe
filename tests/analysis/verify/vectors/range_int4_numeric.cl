// Numeric indices of a four-component vector run from s0 to s3.
kernel void tail(global int4 *p, global int *out) {
    int4 v = p[0];
    out[0] = v.s3;
    out[1] = v.s4; // expected-error {{vector component access exceeds type}} [V001]
    out[2] = v.S7; // expected-error {{vector component access exceeds type}} [V001]
}
