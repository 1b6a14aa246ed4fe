// Built-in calls through macros, every one with a matching overload.
// expected-no-diagnostics
#define TILE 16
#define IDX(r, c, w) ((r) * (w) + (c))
#define CLAMP01(x) clamp((x), 0.0f, 1.0f)
#define LOAD(p, i) vload4((i), (p))
#define MAD(a, b, c) mad((a), (b), (c))
kernel void k(global float *a, global const float *b, const int n) {
    local float t[TILE][TILE];
    int r = get_global_id(1), c = get_global_id(0);
    float4 v = LOAD(b, IDX(r, c, n) / 4);
    t[get_local_id(1)][get_local_id(0)] = CLAMP01(v.x + v.w);
    barrier(CLK_LOCAL_MEM_FENCE);
    a[IDX(r, c, n)] = MAD(t[0][0], 2.0f, dot(v, v));
}
