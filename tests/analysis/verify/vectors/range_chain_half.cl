// .lo of a four-component vector has two components, so z is out of range.
kernel void chain(global float4 *p, global float *out) {
    float4 v = p[0];
    out[0] = v.lo.y;
    out[1] = v.lo.z; // expected-error {{vector component access exceeds type}} [V001]
    out[2] = v.even.s1;
    out[3] = v.odd.s2; // expected-error {{vector component access exceeds type}} [V001]
}
