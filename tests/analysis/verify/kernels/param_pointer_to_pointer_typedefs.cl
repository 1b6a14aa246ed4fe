// RUN-FLAGS: -cl-std=CL1.2
// Both levels of pointer may come from typedefs.
typedef global int *gptr_t;
typedef gptr_t global *gpptr_t;
kernel void k(gpptr_t rows) {} // expected-error {{kernel parameter cannot be declared as a pointer to a pointer}} [K003]
kernel void ok(gptr_t row) { row[0] = 1; }
