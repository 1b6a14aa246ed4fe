// An out-of-range selector written in a macro's argument is reported on its own spelling.
#define TWICE(x) ((x) * 2.0f)
kernel void k(global float *o, float2 a) {
    o[0] = TWICE(a.x);
    o[1] = TWICE(a.w); // expected-error {{vector component access exceeds type '__private float2'}} [V001]
}
