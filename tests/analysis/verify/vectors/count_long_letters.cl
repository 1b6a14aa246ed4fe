// Letter selectors may be 8 or 16 long (with repeats), but not 9.
kernel void k(global float4 *p, global float8 *q, global float16 *r) {
    float4 v = p[0];
    q[0] = v.xyzwxyzw;
    r[0] = v.xxxxyyyyzzzzwwww;
    q[1] = v.xyzwxyzww.lo; // expected-error {{vector component access has invalid length 9}} [V005]
    float8 a = q[2];
    a.xyzwxyzw = q[3]; // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    q[2] = a;
}
