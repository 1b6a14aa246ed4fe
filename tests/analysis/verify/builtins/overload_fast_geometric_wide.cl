// RUN-FLAGS: -cl-std=CL1.2
// Geometric functions stop at four components: there is no float8 form of fast_length.
kernel void k(global float *o, float8 e, float16 f) {
  o[0] = fast_length(e); // expected-error {{no matching function for call to 'fast_length'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
  o[1] = fast_distance(f, f); // expected-error {{no matching function for call to 'fast_distance'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
