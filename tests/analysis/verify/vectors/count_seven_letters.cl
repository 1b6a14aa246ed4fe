// The spec's own example: seven x's are not a vector.
kernel void k(global float4 *p, global float16 *out) {
    float4 a = p[0], b = p[1], c = p[2], d = p[3];
    out[0] = (float16)(a.xxxx, b.xyz, c.xyz, d.xyz, a.yzw);
    out[1] = (float16)(a.xxxxxxx, b.xyz, c.xyz, d.xyz); // expected-error {{vector component access has invalid length 7}} [V005]
}
