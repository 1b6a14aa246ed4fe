// expected-no-diagnostics
// Vectors declared with clang's ext_vector_type are left to the compiler.
typedef float vec2f __attribute__((ext_vector_type(2)));
typedef int vec8i __attribute__((ext_vector_type(8)));

kernel void k(global float *out) {
    vec2f a = (vec2f)(1.0f, 2.0f);
    vec8i b = (vec8i)(0);
    out[0] = a.y + (float)b.s7;
    b.s01 = b.s10;
}
