// A program whose preprocessing never ends in practice (2^32 copies of a
// statement): the driver hangs or runs out of memory, its worker is stopped,
// and a D004 finding about the whole file says so.
#define X0(a) a a
#define X1(a) X0(X0(a))
#define X2(a) X1(X1(a))
#define X3(a) X2(X2(a))
#define X4(a) X3(X3(a))
#define X5(a) X4(X4(a))

kernel void explode(global int *out) { X5(out[0] += 1;) }
