// A kernel must return void.
kernel int count(global int *p) { return p[0]; } // expected-error {{kernel must have void return type}} [K001]
kernel float *where(global float *p) { return 0; } // expected-error {{kernel must have void return type}} [K001]
__kernel uint4 four(void) { return (uint4)(0); } // expected-error {{kernel must have void return type}} [K001]
