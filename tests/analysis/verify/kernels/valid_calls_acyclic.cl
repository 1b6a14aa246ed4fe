// expected-no-diagnostics
// A call graph with shared helpers, prototypes and shadowing, but no cycle.
float square(float x);
float len2(float2 v) { return square(v.x) + square(v.y); }
float square(float x) { return x * x; }
float dist2(float2 a, float2 b) { return len2(a - b); }
float pick(float a, float b) { return a < b ? a : b; }
kernel void nearest(global const float2 *pts, global float *out, int n) {
    float best = dist2(pts[0], pts[1]);
    for (int i = 2; i < n; i++)
        best = pick(best, dist2(pts[0], pts[i]));
    out[0] = best + len2(pts[0]);
}
kernel void sum(global const float *in, global float *out) {
    float pick = in[0];  // a local with a function's name
    out[0] = pick + square(in[1]);
}
