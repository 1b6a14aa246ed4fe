// RUN-FLAGS: -cl-std=CL1.1
kernel void rows(constant int * global *table, global int *out) { out[0] = 1; } // expected-error {{kernel parameter cannot be declared as a pointer to a pointer}} [K003]
