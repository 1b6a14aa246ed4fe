// The spec's example: x used twice on the left.
kernel void k(global float4 *p) {
    float4 pos = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    pos.xw = (float2)(5.0f, 6.0f);
    pos.wx = (float2)(7.0f, 8.0f);
    pos.xx = (float2)(3.0f, 4.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    p[0] = pos;
}
