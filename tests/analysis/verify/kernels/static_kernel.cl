// The host finds kernels by name, so a kernel cannot be static.
static kernel void clear(global int *p) { p[get_global_id(0)] = 0; } // expected-error {{kernel functions cannot be declared static}} [K011]
__kernel static void fill(global int *p) { p[0] = 1; } // expected-error {{kernel functions cannot be declared static}} [K011]
static __kernel void later(global int *p); // expected-error {{kernel functions cannot be declared static}} [K011]
// A static helper is fine.
static int twice(int x) { return 2 * x; }
kernel void use(global int *p) { p[0] = twice(p[1]); }
