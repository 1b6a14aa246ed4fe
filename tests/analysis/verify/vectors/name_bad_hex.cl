// Hexadecimal digits stop at f.
kernel void k(global float16 *p, global float *out) {
    float16 v = p[0];
    out[0] = v.sf;
    out[1] = v.sg; // expected-error {{illegal vector component name 'g'}} [V003]
    out[2] = v.s1G; // expected-error {{illegal vector component name 'G'}} [V003]
    float2 t = v.s0S1; // expected-error {{illegal vector component name 'S'}} [V003]
    out[3] = t.y;
}
