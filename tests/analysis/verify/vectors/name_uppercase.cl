// Component letters are lower case; only the numeric prefix may be S.
kernel void k(global float4 *p, global float *out) {
    float4 v = p[0];
    out[0] = v.S3;
    out[1] = v.X; // expected-error {{illegal vector component name 'X'}} [V003]
    out[2] = v.Lo.x; // expected-error {{illegal vector component name 'L'}} [V003]
}
