// A component selector a macro writes is checked where the macro is used.
#define Z(v) (v).z
#define THIRD(v) Z(v)
kernel void k(global float *o, global float2 *p) {
    float2 a = p[0];
    o[0] = Z(a); // expected-error {{vector component access exceeds type '__private float2'}} [V001]
    o[1] = THIRD(p[1]); // expected-error {{vector component access exceeds type '__global float2'}} [V001]
    o[2] = Z(a.xyy);
}
