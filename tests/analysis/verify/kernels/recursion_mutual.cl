// RUN-FLAGS: -cl-std=CL1.2 -Wmissing-prototypes
// A cycle through two or three functions is recursion too (clang only warns
// about the missing prototypes here).
int is_odd(uint n);
int is_even(uint n) { return n == 0 ? 1 : is_odd(n - 1); } // opencl-lsp-error {{recursion}} [K008] expected-warning {{no previous prototype}} expected-note {{declare 'static'}}
int is_odd(uint n) { return n == 0 ? 0 : is_even(n - 1); } // opencl-lsp-error {{recursion}} [K008]
void walk_b(global int *p, int d);
void walk_c(global int *p, int d);
void walk_a(global int *p, int d) { if (d > 0) walk_b(p, d - 1); } // opencl-lsp-error {{recursion}} [K008] expected-warning {{no previous prototype}} expected-note {{declare 'static'}}
void walk_b(global int *p, int d) { p[d] = d; walk_c(p, d); } // opencl-lsp-error {{recursion}} [K008]
void walk_c(global int *p, int d) { walk_a(p, d); } // opencl-lsp-error {{recursion}} [K008]
kernel void run(global int *out) { out[0] = is_even(get_global_id(0)); walk_a(out, 3); }
