// A structure is passed where a number is expected.
struct Particle { float mass; float4 pos; };
kernel void f(global struct Particle *ps, global float *out) {
  struct Particle p = ps[0];
  out[0] = rsqrt(p); // expected-error {{no matching function for call to 'rsqrt'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
