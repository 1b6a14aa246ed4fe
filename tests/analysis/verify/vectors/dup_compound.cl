// Compound assignment stores too.
kernel void k(global float4 *p) {
    float4 v = p[0];
    v.xy += 1.0f;
    v.yy += 1.0f; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    v.zwz *= 2.0f; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    p[0] = v;
}
