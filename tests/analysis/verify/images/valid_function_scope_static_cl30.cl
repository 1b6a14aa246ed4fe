// RUN-FLAGS: -cl-std=CL3.0
// expected-no-diagnostics
// OpenCL C 3.0 with program-scope globals: static variables of a function are global.
kernel void k(global int *out) {
    static int calls = 0;
    static global int hits = 0;
    static constant int limit = 5;
    extern int total;
    out[0] = calls + hits + limit + total;
}
