// expected-no-diagnostics
// `constexpr` is a keyword of C23 only; in OpenCL C it is an ordinary name.
kernel void k(global int *out) {
    int constexpr;
    constexpr = 3;
    out[0] = constexpr + 1;
}
