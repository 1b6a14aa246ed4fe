// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all,+__opencl_c_generic_address_space
// expected-no-diagnostics
// OpenCL C 3.0 with only the generic address space: pointers to pointers,
// helpers taking generic pointers, no images.
int get(int *p) { return p[0]; }
kernel void k(global int * global *rows, global int *out) {
    out[0] = get(rows[0]);
}
