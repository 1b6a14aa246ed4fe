// Components of a vector in global memory are not addressable either.
kernel void k(global float4 *p, global float *q) {
    global float *a = &p->y; // expected-error {{address of vector element requested}} [V007]
    global float *b = &p[1].z; // expected-error {{address of vector element requested}} [V007]
    global float *c = (global float *)&p[1];
    q[0] = a[0] + b[0] + c[2];
}
