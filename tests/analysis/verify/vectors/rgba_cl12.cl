// rgba names arrived in OpenCL C 3.0; clang only warns before that.
kernel void gray(global float4 *p, global float *out) {
    float4 c = p[0];
    out[0] = (c.r + c.g + c.b) / 3.0f; // expected-warning 3 {{is a feature from OpenCL version 3.0 onwards}}
    // opencl-lsp-warning@-1 {{rgba needs OpenCL C 3.0}} [V004]
    out[1] = c.x;
}
