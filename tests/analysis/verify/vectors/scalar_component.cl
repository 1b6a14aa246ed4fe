// One selected component is a scalar too.
kernel void k(global float4 *p, global float *out) {
    float4 v = p[0];
    out[0] = v.x.x; // expected-error {{is not a structure or union}} [V008]
    out[1] = v.s3.s0; // expected-error {{is not a structure or union}} [V008]
    out[2] = v.xy.x;
}
