// A selector spelled by a macro argument or body that names no component
// (pasting happens before LANE expands: the selector is 'sLANE').
#define PICK(v, c) v.c
#define SEL(v) v.q
#define CAT(a, b) a##b
#define LANE 3
kernel void k(global float *o, float4 f) {
    o[0] = PICK(f, w);
    o[1] = PICK(f, e); // expected-error {{vector component access exceeds type '__private float4'}} [V003]
    o[2] = SEL(f); // expected-error {{illegal vector component name 'q'}} [V003]
    o[3] = f.CAT(s, LANE); // expected-error {{illegal vector component name 'L'}} [V003]
}
