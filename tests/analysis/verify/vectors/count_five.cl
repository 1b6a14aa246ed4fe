// Five components have no vector type.
kernel void k(global float4 *p, global float8 *q) {
    float4 a = p[0];
    q[0] = (float8)(a.xyzxy, 0.0f, 0.0f, 0.0f); // expected-error {{vector component access has invalid length 5}} [V005]
    q[1] = (float8)(a.xyzx, a.yzxy);
}
