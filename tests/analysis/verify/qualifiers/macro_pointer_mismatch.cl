// Pointers whose address space comes from a macro.
#define GPTR(p) ((global int *)(p))
#define LOCAL_AS __local
kernel void k(global int *g, local int *l) {
    LOCAL_AS int *a = g; // expected-error {{changes address space of pointer}} [Q012]
    global int *b = l; // expected-error {{changes address space of pointer}} [Q012]
    global int *c = GPTR(g);
    c[0] = a[0] + b[0];
}
