// RUN-FLAGS: -cl-std=CL2.0
// Address spaces written as attributes (clang's spelling of the qualifiers,
// and the USM ones that have no keyword) parse in casts and sizeof. We do not
// model them, so no rule judges a type that carries one.
kernel void k(global int *d, __attribute__((opencl_global_device)) int *dev) {
    __attribute__((opencl_global_device)) int *p = (__attribute__((opencl_global_device)) int *)d;
    global int *g = (__attribute__((opencl_global)) int *)d;
    global int *h = (__attribute__((opencl_global)) int *)dev;
    int n = sizeof(__attribute__((opencl_global)) int *);
    int *q = (__attribute__((opencl_local)) int *)d; // expected-error {{casting '__global int *' to type '__local int *' changes address space of pointer}} clang-only: address-space attributes are not modelled
}
