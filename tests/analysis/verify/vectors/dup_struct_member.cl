// A vector inside a struct.
struct particle {
    float4 pos;
    float4 vel;
};

kernel void step(global struct particle *ps, float dt) {
    struct particle p = ps[get_global_id(0)];
    p.pos.xyz += p.vel.xyz * dt;
    p.vel.yy = (float2)(0.0f, 0.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    ps[get_global_id(0)] = p;
}
