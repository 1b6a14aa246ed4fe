// expected-no-diagnostics
// Transposing a 4x4 matrix with .even/.odd and .lo/.hi chains.
void transpose(float4 m[4]) {
    float16 x = (float16)(m[0], m[1], m[2], m[3]);
    float16 t;
    t.even = x.lo;
    t.odd = x.hi;
    x.even = t.lo;
    x.odd = t.hi;
    m[0] = x.lo.lo;
    m[1] = x.lo.hi;
    m[2] = x.hi.lo;
    m[3] = x.hi.hi;
}

kernel void run(global float4 *mats) {
    float4 m[4];
    size_t base = get_global_id(0) * 4;
    for (int i = 0; i < 4; i++)
        m[i] = mats[base + i];
    transpose(m);
    for (int i = 0; i < 4; i++)
        mats[base + i] = m[i];
}
