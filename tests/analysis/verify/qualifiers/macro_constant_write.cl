// Writing through a pointer to constant memory that a macro spells.
#define CONSTANT_AS __constant
#define SET(p, v) ((p)[0] = (v))
kernel void k(constant int *c, global int *g) {
    SET(c, 1); // expected-error {{read-only variable is not assignable}} [Q011]
    g[0] = c[0];
}
