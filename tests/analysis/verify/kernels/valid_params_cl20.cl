// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// OpenCL C 2.0 allows kernel parameters that point to pointers.
typedef global float *row_t;
kernel void rows(global float * global *table, global row_t *more, global float *out) {
    out[0] = table[0][0] + more[0][0];
}
kernel void rw(read_write image2d_t img, queue_t q, global int *out) {
    int2 pos = (int2)(0, 0);
    write_imagei(img, pos, read_imagei(img, pos));
    out[0] = 0;
}
kernel void generic_helper_user(global int *p) {
    int *g = p;
    g[0] = 1;
}
