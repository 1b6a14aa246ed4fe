// RUN-FLAGS: -cl-std=CL2.0
// Variable-length arrays stay unsupported in OpenCL C 2.0 and 3.0.
kernel void k(global float *out, uint n) {
    for (uint i = 1; i < n; i++) {
        float window[i]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
        window[0] = out[i];
        out[0] += window[0];
    }
}
