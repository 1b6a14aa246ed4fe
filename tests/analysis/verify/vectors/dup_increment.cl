// ++ and -- store into the selection, so repeats are not allowed there either.
kernel void k(global int4 *p) {
    int4 v = p[0];
    v.xy++;
    --v.zw;
    v.xx++; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    --v.s33; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    (v.yy)--; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    p[0] = v;
}
