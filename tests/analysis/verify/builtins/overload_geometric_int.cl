// RUN-FLAGS: -cl-std=CL3.0
// Geometric functions take float (or double, half) vectors only.
kernel void norm(global float *out, int4 v, int3 w) {
  out[0] = length(v); // expected-error {{no matching function for call to 'length'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
  out[1] = fast_length(w); // expected-error {{no matching function for call to 'fast_length'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
