// OpenCL C has no auto or register, in any version.
kernel void k(global int *out) {
    auto int a = 1; // expected-error {{OpenCL C version 1.2 does not support the 'auto' storage class specifier}} [Q020]
    register int r = 2; // expected-error {{OpenCL C version 1.2 does not support the 'register' storage class specifier}} [Q020]
    out[0] = a + r;
}
