// RUN-FLAGS: -cl-std=CL3.0
// expected-no-diagnostics
// OpenCL C 3.0 with the default optional features.
typedef struct { int x, y; } coord_t;
kernel void rows(global int * global *table, constant coord_t *c, coord_t by_value, global int *out) {
    out[0] = table[c->x][by_value.y];
}
