// After s, only hexadecimal digits may follow.
kernel void k(global float4 *p, global float2 *q) {
    float4 v = p[0];
    q[0] = v.s0y; // expected-error {{illegal vector component name 'y'}} [V002]
    q[1] = v.s1w; // expected-error {{illegal vector component name 'w'}} [V002]
}
