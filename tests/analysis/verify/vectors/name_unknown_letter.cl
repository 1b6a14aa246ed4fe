// Letters outside xyzw and rgba select nothing.
kernel void k(global int4 *p, global int *out) {
    int4 v = p[0];
    out[0] = v.q; // expected-error {{illegal vector component name 'q'}} [V003]
    out[1] = v.xyq; // expected-error {{illegal vector component name 'q'}} [V003]
    out[2] = v.count; // expected-error {{illegal vector component name}} [V003]
}
