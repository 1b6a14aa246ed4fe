// A three-component vector stops at z; its fourth lane is padding only.
float length3(float3 p) {
    return sqrt(p.x * p.x + p.y * p.y + p.z * p.z);
}

kernel void homog(global float3 *pts, global float *out) {
    float3 p = pts[get_global_id(0)];
    out[0] = length3(p) / p.w; // expected-error {{vector component access exceeds type}} [V001]
    float4 h = (float4)(p.xyz, 1.0f);
    out[1] = h.w;
}
