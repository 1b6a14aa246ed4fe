// RUN-FLAGS: -cl-std=CL1.2 -Xclang -cl-ext=-cl_khr_fp64
// Without double precision, 0.5 silently becomes a float.
kernel void scale(global float *x) {
  x[0] = x[0] * 0.5; // expected-warning {{double precision constant requires cl_khr_fp64, casting to single precision}} [X002]
  x[1] = x[1] * 0.5f;
}
