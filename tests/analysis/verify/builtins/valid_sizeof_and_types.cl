// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Types named in sizeof, vec_step, casts and compound literals are not variables.
typedef struct { float4 pos; float mass; } Body;
typedef float4 vec_t;
kernel void sizes(global int *out, global Body *bodies) {
  out[0] = sizeof(Body) + sizeof(vec_t) + sizeof(bodies[0].pos) + vec_step(vec_t) + vec_step(float3);
  out[1] = (int)sizeof(struct { int a; }) + __alignof__(Body);
  Body b = bodies[get_global_id(0)];
  b.pos.xyz = (float3)(b.mass);
  bodies[0] = b;
}
