// RUN-FLAGS: -cl-std=CL1.1
// In OpenCL C 1.1 the constant is a double only after the extension pragma.
kernel void scale(global float4 *x) {
  x[0] = x[0] * 0.5; // expected-warning {{double precision constant requires cl_khr_fp64, casting to single precision}} [X002]
}
