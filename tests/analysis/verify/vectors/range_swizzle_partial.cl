// One bad lane inside a longer selector is enough.
kernel void mix3(global float3 *p, global float4 *q) {
    float3 v = p[0];
    q[0] = v.xyzx;
    q[1] = v.xyzw; // expected-error {{vector component access exceeds type}} [V001]
    q[2] = (float4)(v.s01, v.s23); // expected-error {{vector component access exceeds type}} [V001]
}
