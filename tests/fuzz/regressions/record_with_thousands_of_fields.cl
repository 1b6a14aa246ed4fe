// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// From OpenCL C 2.0 a struct passed to a kernel may hold pointers to global, constant or local memory.
typedef struct Span {
    global float *data;
    constant float *weights;
 \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count; \
 \
 \
 \
int \
count;
} Span;
kernel void scale(Span s) { s.data[0] *= s.weights[0]; }
