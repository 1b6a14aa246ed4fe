// A non-const local or a work-item query is not a constant either.
int width(void) { return 4; }
kernel void k(global int *out) {
    int n = 8;
    int a[n]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    int b[get_local_size(0)]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    int c[width()]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    int d[4][n + 1]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    out[0] = a[0] + b[0] + c[0] + d[0][0];
}
