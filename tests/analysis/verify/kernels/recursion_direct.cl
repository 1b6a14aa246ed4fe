// RUN-FLAGS: -cl-std=CL1.2 -Wmissing-prototypes
// OpenCL C does not support recursion; clang does not check it (the flag only
// gives clang something to say about the same line).
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); } // opencl-lsp-error {{recursion is not supported}} [K008] expected-warning {{no previous prototype for function 'fact'}} expected-note {{declare 'static'}}
kernel void run(global int *out) { out[0] = fact(5); }
// A kernel calling itself is recursion as well.
kernel void again(global int *p, int depth) {
    if (depth > 0)
        again(p, depth - 1); // opencl-lsp-error {{recursion}} [K008]
    p[depth] = depth;
}
