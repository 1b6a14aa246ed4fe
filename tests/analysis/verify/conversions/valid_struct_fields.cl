// expected-no-diagnostics
// Vector fields of structs keep their declared types.
typedef struct {
  float4 position;
  float4 velocity;
  int2 cell;
} particle;
particle step(particle p, float dt) {
  p.position = p.position + p.velocity * dt;
  p.cell = convert_int2(p.position.xy);
  return p;
}
kernel void k(global particle *ps, float dt) {
  int i = get_global_id(0);
  particle p = step(ps[i], dt);
  float4 pos = p.position;
  ps[i] = p;
  ps[i].velocity = pos * 0.5f;
  ps[i].cell += (int2)(1, 1);
}
