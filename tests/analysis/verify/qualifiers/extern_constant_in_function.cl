// RUN-FLAGS: -cl-std=CL1.2
// `extern constant` in a body names a program-scope constant, not a variable
// of the function (OpenCL C 1.2 has `extern`; clang accepts it).
float lookup(int i) {
    extern constant float table[16];
    extern local float scratch; // expected-error {{extern variable must reside in constant address space}} [Q009]
    return table[i];
}

kernel void k(global float *out) {
    extern constant float table[16];
    out[0] = table[0] + lookup(1);
}
