// An s in the middle of a letter selector is not a numeric prefix.
kernel void k(global int4 *p, global int2 *q) {
    int4 v = p[0];
    q[0] = v.xs; // expected-error {{illegal vector component name 's'}} [V002]
    q[1] = v.ys0; // expected-error {{illegal vector component name 's'}} [V002]
}
