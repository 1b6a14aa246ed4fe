// Numeric indices repeat just as letters do, with either prefix case.
kernel void k(global int8 *p) {
    int8 v = p[0];
    v.s07 = (int2)(1, 2);
    v.s00 = (int2)(1, 2); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    v.S00 = (int2)(1, 2); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    v.s7654 = v.s0000;
    p[0] = v;
}
