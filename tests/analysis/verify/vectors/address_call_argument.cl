// A common slip: passing a component to a function that writes through a pointer.
void add_one(float *x) { *x += 1.0f; }

kernel void k(global float4 *p) {
    float4 v = p[0];
    add_one(&v.y); // expected-error {{address of vector element requested}} [V007]
    add_one(&(v.z)); // expected-error {{address of vector element requested}} [V007]
    float w = v.w;
    add_one(&w);
    v.w = w;
    p[0] = v;
}
