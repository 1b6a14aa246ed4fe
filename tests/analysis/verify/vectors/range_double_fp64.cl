// double vectors behave like the others.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void d(global double2 *p, global double *out) {
    double2 v = p[0];
    out[0] = v.s1;
    out[1] = v.s2; // expected-error {{vector component access exceeds type}} [V001]
}
