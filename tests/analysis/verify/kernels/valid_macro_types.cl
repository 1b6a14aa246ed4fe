// expected-no-diagnostics
// Macros stand for types and qualifiers; their expansions are fine here.
#define REAL float
#define KERNEL __kernel
#define GLOBAL __global
#define WG 64
#define ATTR_WG __attribute__((reqd_work_group_size(WG, 1, 1)))
#define FLAG int
KERNEL void axpy(GLOBAL REAL *y, GLOBAL const REAL *x, REAL a, FLAG on) {
    if (on) y[get_global_id(0)] += a * x[get_global_id(0)];
}
KERNEL ATTR_WG void tiled(GLOBAL REAL *y) { y[0] = 0; }
KERNEL __attribute__((reqd_work_group_size(WG, WG / 32, 1))) void square(GLOBAL REAL *y) { y[0] = 1; }
