// Numeric selectors of 5, 6, 7 and 9 to 15 components are invalid.
kernel void k(global float16 *p, global float16 *q) {
    float16 v = p[0];
    float8 e = v.s01234567;
    float16 a = (float16)(v.s012345, v.s67, v.s89abcdef); // expected-error {{vector component access has invalid length 6}} [V005]
    float16 b = (float16)(v.s0123456, e.s0, v.s89ab, v.scdef); // expected-error {{vector component access has invalid length 7}} [V005]
    q[0] = a + b;
}
