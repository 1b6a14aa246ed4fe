// Through parentheses and through a pointer.
kernel void k(global float4 *p) {
    (p[0].zz) = (float2)(1.0f, 2.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    p->ww = (float2)(1.0f, 2.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    p->wz = (float2)(1.0f, 2.0f);
}
