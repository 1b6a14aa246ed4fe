// expected-no-diagnostics
// clang accepts recursion; the device compiler fails when it builds a kernel
// that calls the cycle. No kernel of this file does, so we only warn.
void parse_order(int i) {
    if (i) { parse_order(i - 1); } // opencl-lsp-warning {{'parse_order' calls itself; recursion is not supported}} [K008]
}

kernel void k(global int *out) { out[0] = 1; }
