// A vector literal has the width of its type.
kernel void lit(global int *out) {
    out[0] = ((int2)(1, 2)).y;
    out[1] = ((int2)(1, 2)).z; // expected-error {{vector component access exceeds type}} [V001]
}
