// `->` on a pointer to a vector selects components of the pointee.
kernel void arrow(global short4 *p, global short *out) {
    out[0] = p->w;
    out[1] = p->s5; // expected-error {{vector component access exceeds type}} [V001]
}
