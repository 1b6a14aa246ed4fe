// expected-no-diagnostics
// Typedefs of vectors and of pointers to vectors.
typedef float4 color;
typedef color *color_ptr;
typedef global float4 *gcolor;

color lighten(color c) {
    c.xyz = c.xyz * 1.2f;
    return c;
}

kernel void k(gcolor img) {
    color c = img[get_global_id(0)];
    color d = lighten(c);
    d.w = c.w;
    color_ptr p = &d;
    p->x = p->y;
    img[get_global_id(0)] = *p;
}
