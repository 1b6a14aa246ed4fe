// Array sizes must be known when the kernel is compiled.
kernel void window(global const float *in, global float *out, int n) {
    float taps[n]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    taps[0] = in[0];
    out[0] = taps[0];
}
void helper(int n, int values[n]) {} // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
