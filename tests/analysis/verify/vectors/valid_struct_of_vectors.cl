// expected-no-diagnostics
// Vectors inside structs, arrays of structs and pointers to structs.
typedef struct { float4 pos; float3 normal; float2 uv; } vertex_t;
typedef struct { vertex_t v[3]; uint4 ids; } triangle_t;

float area(const triangle_t *t) {
    float3 e1 = t->v[1].pos.xyz - t->v[0].pos.xyz;
    float3 e2 = t->v[2].pos.xyz - t->v[0].pos.xyz;
    return 0.5f * length(cross(e1, e2));
}

kernel void k(global triangle_t *tris, global float *out) {
    triangle_t t = tris[get_global_id(0)];
    t.v[0].uv.yx = t.v[1].uv;
    t.v[2].normal.lo = t.v[0].normal.hi.xx;
    t.ids.w = t.ids.x ^ t.ids.s1;
    out[get_global_id(0)] = area(&t) + t.v[2].uv.s1;
    tris[get_global_id(0)] = t;
}
