// A vector member of a struct has its own width.
typedef struct {
    float2 uv;
    float4 color;
    int id;
} vertex;

kernel void shade(global vertex *v, global float4 *out) {
    vertex x = v[0];
    out[0] = x.color;
    out[1] = (float4)(x.uv, x.uv.y, x.uv.z); // expected-error {{vector component access exceeds type}} [V001]
}
