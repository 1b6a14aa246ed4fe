// expected-no-diagnostics
// Repeats are fine when reading, and in a store's right-hand side.
kernel void k(global float4 *p) {
    float4 v = p[0];
    float4 dup = v.xxyy;
    float4 splat = v.wwww;
    float8 wide = (float8)(v.xxxx, v.s3333);
    v.xy = v.yy;
    v.zw += dup.xx;
    v.yx = splat.zz;
    p[0] = v + dup + wide.lo + wide.hi;
}
