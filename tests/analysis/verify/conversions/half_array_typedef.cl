// RUN-FLAGS: -cl-std=CL2.0
// A typedef of half and an array of half are values too.
typedef half f16;
kernel void k(global half *p, global float *out) {
  f16 v; // expected-error {{declaring variable of type '__private f16' (aka '__private half') is not allowed}} [X003]
  half tile[8]; // expected-error {{declaring variable of type '__private half[8]' is not allowed}} [X003]
  out[0] = vload_half(0, p);
}
