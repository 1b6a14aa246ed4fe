// A kernel that keeps a driver busy for seconds (a loop unrolled 20,000
// times): the tests kill its worker mid-build, stop it (a hang), or give it
// less memory than it needs; each time a D004 finding about the whole file
// says what happened and the next build gets a fresh worker.
kernel void explode(global float *out) {
    float acc = out[0];
    __attribute__((opencl_unroll_hint(20000)))
    for (int i = 0; i < 20000; ++i)
        acc = acc * out[i % 7] + sin(acc);
    out[1] = acc;
}
