// A three-component vector is treated as four wide: .lo is two wide, .lo.lo one.
kernel void k(global float3 *p, global float *out) {
    float3 v = p[0];
    float2 lo = v.lo;
    float2 hi = v.hi;
    out[0] = v.lo.lo + v.odd.hi;
    out[1] = v.even.lo.x; // expected-error {{is not a structure or union}} [V008]
    out[2] = lo.x + hi.x;
}
