// A size that depends on a runtime value through any operator is not constant.
kernel void k(global int *out, int n) {
    int a[n > 8 ? 8 : n]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    int b[(n)]; // expected-error {{variable length arrays are not supported in OpenCL}} [K009]
    int c[sizeof(n) * 2];
    out[0] = a[0] + b[0] + c[0];
}
