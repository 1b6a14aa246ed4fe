// expected-no-diagnostics
// Pointers may point anywhere; values are private.
void by_pointer(global int *x, constant float *c, local float4 *l) {}
void explicitly_private(private int n, __private float f) {}
global int *returns_global(global int *p) { return p + 1; }
constant float *returns_constant(constant float *t) { return t; }
kernel void images(read_only image2d_t a, write_only image3d_t b, image1d_buffer_t c, private image2d_t d) {}
typedef global float *gptr;
gptr advance(gptr p, int n) { return p + n; }
int plain(int x) { return x; }
