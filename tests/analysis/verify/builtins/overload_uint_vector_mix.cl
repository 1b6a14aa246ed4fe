// RUN-FLAGS: -cl-std=CL1.2
// Integer vectors of different element types are distinct; no built-in converts between them.
kernel void f(global uint4 *out, uint4 a, int4 b) {
  out[0] = mul24(a, b); // expected-error {{no matching function for call to 'mul24'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
