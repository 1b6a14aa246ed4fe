// expected-no-diagnostics
// OpenCL C 1.2: static and extern at program scope, extern constant in a function.
static constant float scale = 2.0f;
static float twice(float x) { return scale * x; }
extern constant float offset;
extern float shift(float x);
kernel void k(global float *out) {
    extern constant float offset;
    float y = twice(out[0]);
    out[1] = y;
}
