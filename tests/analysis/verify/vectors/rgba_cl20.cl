// RUN-FLAGS: -cl-std=CL2.0
kernel void k(global uchar4 *p) {
    uchar4 c = p[0];
    p[1] = c.bgra; // expected-warning {{vector component name 'b' is a feature from OpenCL version 3.0 onwards}}
    // opencl-lsp-warning@-1 {{rgba needs OpenCL C 3.0}} [V004]
    p[2] = c.zyxw;
}
