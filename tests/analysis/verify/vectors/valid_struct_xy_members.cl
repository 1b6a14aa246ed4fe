// expected-no-diagnostics
// Struct members that are named like components are members, not components.
typedef struct {
    int x, y, z, w;
    float lo, hi;
    int xx, s0, xyzxy;
    float count;
} box;

struct node { struct node *next; int s; int even; };

kernel void k(global box *b, global int *out) {
    box v = b[0];
    v.xx = v.x + v.x;
    v.xyzxy = 5;
    v.s0 = v.w;
    float *p = &v.lo;
    *p = v.hi + v.count;
    struct node n;
    n.s = 1;
    n.even = n.s;
    int *q = &n.even;
    out[0] = v.xx + v.s0 + v.xyzxy + *q;
    b[0] = v;
}
