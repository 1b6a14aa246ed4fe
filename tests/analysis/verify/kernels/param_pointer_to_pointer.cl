// Before OpenCL C 2.0 a kernel parameter cannot point to a pointer.
kernel void rows(global float * global *table, global float *out) { out[0] = table[0][0]; } // expected-error {{kernel parameter cannot be declared as a pointer to a pointer}} [K003]
kernel void locals(local int * global *p) {} // expected-error {{kernel parameter cannot be declared as a pointer to a pointer}} [K003]
typedef global float *row_t;
kernel void typed(global row_t *rows) {} // expected-error {{kernel parameter cannot be declared as a pointer to a pointer}} [K003]
// A non-kernel function may take one.
float first(global float * global *table) { return table[0][0]; }
