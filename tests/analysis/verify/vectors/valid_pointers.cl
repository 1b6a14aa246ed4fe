// expected-no-diagnostics
// Addresses of whole vectors, and pointer arithmetic on vector element types.
void scale(float4 *v, float f) { *v *= f; }

kernel void k(global float4 *p, local float4 *tmp) {
    size_t l = get_local_id(0);
    float4 v = p[get_global_id(0)];
    scale(&v, 2.0f);
    tmp[l] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    local float *flat = (local float *)&tmp[0];
    global float4 *q = &p[1];
    q->x = flat[l * 4 + 1];
    float4 arr[2] = {v, v};
    float4 *second = &arr[1];
    second->yz = v.zy;
}
