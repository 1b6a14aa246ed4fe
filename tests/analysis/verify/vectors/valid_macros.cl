// expected-no-diagnostics
// Selectors produced or wrapped by macros are left alone.
#define FIELD(v, f) v.f
#define LANE w
#define HIGH(v) (v).hi
#define SWAP(v) (v).yx

kernel void k(global float2 *p, global float *out) {
    float2 v = p[0];
    out[0] = FIELD(v, x);
    out[1] = SWAP(v).x;
    out[2] = HIGH(v);
#ifdef EXTRA
    out[3] = v.LANE;
#endif
}
