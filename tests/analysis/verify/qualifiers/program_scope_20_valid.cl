// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL2.0
// OpenCL C 2.0: writable program-scope variables are global.
int counter;
global float accum[16];
static global int hidden = 3;
extern int defined_elsewhere;
global int *cursor = 0;
int * global gp2;
constant int table[2] = {1, 2};
const int limit = 10;
kernel void bump(global int *out) { counter++; accum[0] += 1.0f; out[0] = counter + limit + table[1]; }
