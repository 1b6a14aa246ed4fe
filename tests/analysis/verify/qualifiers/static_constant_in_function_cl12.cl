// RUN-FLAGS: -cl-std=CL1.2
// Before OpenCL C 2.0 a `static` variable in a function is the error, and the one
// reported (as clang does): its constant address space is not reported again.
float lookup(int i) {
    static constant float table[2] = {1.0f, -1.0f}; // expected-error {{variables in function scope cannot be declared static}} [Q021]
    constant float other[2] = {2.0f, 3.0f}; // expected-error {{non-kernel function variable cannot be declared in constant address space}} [Q009]
    return table[i] + other[i];
}
