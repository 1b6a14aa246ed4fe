// RUN-FLAGS: -cl-std=CL3.0
// Both letter sets are valid in 3.0, but not in one selector.
kernel void k(global float4 *p, global float2 *q) {
    float4 c = p[0];
    q[0] = c.rg;
    q[1] = c.xy;
    q[2] = c.xg; // expected-error {{illegal vector component name 'g'}} [V002]
    q[3] = c.ry; // expected-error {{illegal vector component name 'y'}} [V002]
}
