// RUN-FLAGS: -cl-std=CL2.0
// From OpenCL C 2.0 a `static constant` variable in a function or a nested
// block has program-scope storage: it is not a variable of the function.
float lookup(int i) {
    static constant float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    static local float scratch; // expected-error {{static local variable must reside in global or constant address space}} [Q009]
    return table[i];
}

kernel void k(global float *out) {
    if (out) {
        static constant float one = 1.0f;
        out[0] = one + lookup(1);
    }
}
