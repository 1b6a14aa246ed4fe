// expected-no-diagnostics
// An `else` after `#endif` belongs to the `if` of the branch the preprocessor keeps. The raw
// parse, which holds both branches, reads `else out[i] = v;` as a declaration of an array
// `out[i]` whose type is named `else`; judged on that, `i` made a false "array size is not a
// constant" (openmm's fftR2C.cl). Only the kept branch is judged.
kernel void unpack(global float *out, int n) {
    int x = get_global_id(0);
    int zp = n - x;
    if (zp < n) {
#if AXIS == 0
        if (x == 0)
            out[x] = 1.0f;
#elif AXIS == 1
        if (zp == 1)
            out[zp] = 4.0f;
#else
        if (zp == 0)
            out[zp] = 2.0f;
#endif
        else
            out[x + zp] = 3.0f;
    }
}
