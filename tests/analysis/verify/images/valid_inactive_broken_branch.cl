// expected-no-diagnostics
// A branch the preprocessor skips may hold what we cannot parse; the rest of the file is
// judged as usual and is valid.
#ifdef NEVER_DEFINED
kernel void foob(read_only __ptr32 image2d_t i) { }
#endif

typedef float4 pixel;

pixel fetch(read_only image2d_t img, sampler_t s, int2 at) {
    return read_imagef(img, s, at);
}

kernel void copy(read_only image2d_t src, sampler_t s, global pixel *out) {
    out[0] = fetch(src, s, (int2)(0, 0));
}
