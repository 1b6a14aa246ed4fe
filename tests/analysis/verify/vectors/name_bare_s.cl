// A numeric selector needs at least one index digit.
kernel void k(global float4 *p, global float *out) {
    float4 v = p[0];
    out[0] = v.s; // expected-error {{illegal vector component name 's'}} [V003]
    out[1] = v.xyzw.S; // expected-error {{illegal vector component name 'S'}} [V003]
}
