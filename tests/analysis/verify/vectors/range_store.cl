// Writing past the end is as wrong as reading.
kernel void store(global uchar2 *p) {
    uchar2 v = (uchar2)(0, 0);
    v.y = 1;
    v.z = 2; // expected-error {{vector component access exceeds type}} [V001]
    v.s2 = 3; // expected-error {{vector component access exceeds type}} [V001]
    p[0] = v;
}
