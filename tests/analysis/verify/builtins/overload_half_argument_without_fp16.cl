// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp16
// Without cl_khr_fp16 the half variable is the error; the call that uses it is not judged again.
kernel void k(global float *out, int4 n) {
  half h; // expected-error {{declaring variable of type '__private half' is not allowed}} [X003]
  out[0] = rootn(n, h).x;
}
