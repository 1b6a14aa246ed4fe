// Address spaces spelled through macros, each used the way it allows.
// expected-no-diagnostics
#define GLOBAL_AS __global
#define LOCAL_AS __local
#define PRIVATE_AS
#define CONSTANT_AS __constant
#define AT(p, i) ((p)[(i)])
void copy(GLOBAL_AS int *dst, LOCAL_AS const int *src, int n) {
    for (int i = 0; i < n; i++) AT(dst, i) = AT(src, i);
}
kernel void k(GLOBAL_AS int *g, LOCAL_AS int *l, CONSTANT_AS int *c) {
    PRIVATE_AS int x = AT(c, 0);
    LOCAL_AS int *p = l;
    AT(p, 0) = x;
    copy(g, l, 4);
}
