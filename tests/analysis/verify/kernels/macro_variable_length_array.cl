// An array whose size a macro names: a constant, or a run-time value.
#define TILE 16
#define COUNT n
kernel void k(global float *o, int n) {
    float fixed[TILE];
    float varying[COUNT]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    fixed[0] = varying[0] = o[0];
    o[1] = fixed[0];
}
