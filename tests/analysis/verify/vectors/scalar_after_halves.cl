// Each .lo/.hi halves the width: on a two-component vector one step gives a scalar.
kernel void k(global float2 *p, global float *out) {
    float2 a = p[0];
    out[0] = a.hi;
    out[1] = a.hi.hi; // expected-error {{is not a structure or union}} [V008]
    out[2] = a.lo.x; // expected-error {{is not a structure or union}} [V008]
}
