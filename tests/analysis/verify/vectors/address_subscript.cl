// Subscripting a vector gives an element, and it has no address.
kernel void k(global int4 *p, global int *out) {
    int4 v = p[0];
    int *e = &v[2]; // expected-error {{address of vector element requested}} [V007]
    int4 arr[2];
    int4 *second = &arr[1];
    *second = v;
    out[0] = arr[1].x;
}
