// Letters and numeric indices cannot share one selector.
kernel void mixed(global float4 *p) {
    float4 f = p[0];
    float4 a;
    a = f.x12w; // expected-error {{illegal vector component name '1'}} [V002]
    a.xyzw = f.s0123;
    p[1] = a;
}
