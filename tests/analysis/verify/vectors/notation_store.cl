// RUN-FLAGS: -cl-std=CL2.0
// Mixed notation on the left of an assignment.
kernel void k(global float8 *p) {
    float8 v = p[0];
    v.s01 = (float2)(1.0f, 2.0f);
    v.xs1 = (float2)(1.0f, 2.0f); // expected-error {{illegal vector component name 's'}} [V002]
    p[0] = v;
}
