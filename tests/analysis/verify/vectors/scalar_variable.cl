// A scalar has no components.
kernel void k(global float *p, global int *q) {
    float f = p[0];
    int i = q[0];
    p[1] = f.x; // expected-error {{is not a structure or union}} [V008]
    q[1] = i.s0; // expected-error {{is not a structure or union}} [V008]
    q[2] = q[0].lo; // expected-error {{is not a structure or union}} [V008]
}
