// RUN-FLAGS: -cl-std=CL2.0
typedef int status_t;
typedef struct { int code; } result_t;
kernel status_t check(global int *p) { return p[0]; } // expected-error {{kernel must have void return type}} [K001]
kernel result_t run(global int *p) { result_t r = { p[0] }; return r; } // expected-error {{kernel must have void return type}} [K001]
