// RUN-FLAGS: -cl-std=CL1.2
// A built-in that writes through a pointer has forms for global, local and private memory only.
kernel void k(constant float *c, global float *g, local int *counts) {
  float4 v = vload4(0, c);
  vstore4(v, 0, c); // expected-error {{no matching function for call to 'vstore4'}} [B002]
  float whole;
  float part = fract(g[0], &whole);
  float bad = fract(g[0], c); // expected-error {{no matching function for call to 'fract'}} [B002]
  atomic_add(counts, 1);
  atomic_add((constant int *)c, 1); // expected-error {{no matching function for call to 'atomic_add'}} [B002]
  g[0] = part + bad + v.x + whole;
}
// expected-note@*:* 0+ {{candidate}}
