// OpenCL C has no variable argument lists.
float sum(int count, ...); // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}} [K007]
void log_values(global int *out, int first, ...) { out[0] = first; } // expected-error {{invalid prototype, variadic arguments are not allowed in OpenCL}} [K007]
kernel void k(global int *out) { log_values(out, 1, 2, 3); }
