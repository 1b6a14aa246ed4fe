// RUN-FLAGS: -cl-std=CL3.0
float sum(int n) {
    float acc[n + 1]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    acc[0] = 0.0f;
    return acc[0];
}
kernel void k(global float *out) { out[0] = sum(3); }
