// Seventeen numeric indices are too many even for a sixteen-component vector.
kernel void k(global int16 *p) {
    int16 v = p[0];
    p[1] = v.s0123456789abcdef;
    p[2] = v.s0123456789abcdef0.s0123456789abcdef; // expected-error {{vector component access has invalid length 17}} [V005]
}
