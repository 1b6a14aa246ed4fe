// A repeat anywhere in a chain on the left makes it unassignable.
kernel void k(global float8 *p) {
    float8 v = p[0];
    v.hi.xy = (float2)(0.0f, 1.0f);
    v.hi.xx = (float2)(0.0f, 1.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    v.s0011.lo = (float2)(0.0f, 1.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    v.xxyy.x = 1.0f; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    p[0] = v;
}
