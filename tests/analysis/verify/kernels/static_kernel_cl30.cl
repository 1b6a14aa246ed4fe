// RUN-FLAGS: -cl-std=CL3.0
static kernel void clear(global int *p) { p[get_global_id(0)] = 0; } // expected-error {{kernel functions cannot be declared static}} [K011]
extern kernel void declared_elsewhere(global int *p);
