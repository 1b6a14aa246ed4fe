// The kept branch's `if` takes the `else` after `#endif` (see else_after_branches_valid.cl),
// and what follows it in the body is still judged: a true variable-length array and an
// undeclared name are found there.
kernel void unpack(global float *out, int n) {
    int x = get_global_id(0);
    int zp = n - x;
    if (zp < n) {
#if AXIS == 0
        if (x == 0)
            out[x] = 1.0f;
#else
        if (zp == 0)
            out[zp] = 2.0f;
#endif
        else
            out[x + zp] = 3.0f;
        float scratch[zp]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
        scratch[0] = out[0];
        oops = 2; // expected-error {{use of undeclared identifier 'oops'}} [B001]
    }
}
