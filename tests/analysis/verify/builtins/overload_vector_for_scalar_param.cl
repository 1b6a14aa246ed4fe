// RUN-FLAGS: -cl-std=CL2.0
// ldexp scales a floating-point value; an integer vector in first place fits no form.
kernel void f(global float2 *out, float x, int2 e) {
  out[0] = ldexp(e, x); // expected-error {{no matching function for call to 'ldexp'}} [B002]
  // expected-note@-1 0+ {{candidate function not viable}}
}
