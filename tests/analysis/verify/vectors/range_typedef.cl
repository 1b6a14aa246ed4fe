// A typedef of a built-in vector keeps its width.
typedef float2 complex_t;
typedef complex_t cplx;

complex_t cmul(complex_t a, complex_t b) {
    return (complex_t)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

kernel void k(global cplx *c) {
    cplx z = c[0];
    c[1] = cmul(z, z);
    c[2].x = z.z; // expected-error {{vector component access exceeds type}} [V001]
}
