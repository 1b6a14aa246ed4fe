// The spec's examples: no address of a component or selection.
kernel void k(global float *out) {
    float8 vf = (float8)(0.0f);
    float *f = &vf.x; // expected-error {{address of vector element requested}} [V007]
    float2 *f2 = &vf.s07; // expected-error {{address of vector element requested}} [V007]
    float4 *odd = &vf.odd; // expected-error {{address of vector element requested}} [V007]
    float4 *even = &vf.even; // expected-error {{address of vector element requested}} [V007]
    float2 *high = &vf.even.hi; // expected-error {{address of vector element requested}} [V007]
    float2 *low = &vf.odd.lo; // expected-error {{address of vector element requested}} [V007]
    float8 *whole = &vf;
    out[0] = (*whole).s0;
}
