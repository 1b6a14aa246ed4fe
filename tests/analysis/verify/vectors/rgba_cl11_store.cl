// RUN-FLAGS: -cl-std=CL1.1
kernel void k(global float4 *p) {
    float4 c = p[0];
    c.a = 1.0f; // expected-warning {{vector component name 'a' is a feature from OpenCL version 3.0 onwards}}
    // opencl-lsp-warning@-1 {{rgba needs OpenCL C 3.0}} [V004]
    p[0] = c;
}
