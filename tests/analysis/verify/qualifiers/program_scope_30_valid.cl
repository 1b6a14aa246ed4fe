// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL3.0
// OpenCL C 3.0 with every feature (the SPIR default) allows program-scope globals.
#ifdef __opencl_c_program_scope_global_variables
int counter;
global float accum[4] = {0};
#else
constant int counter = 0;
#endif
kernel void read(global int *out) { out[0] = counter; }
