// Writing the same lane twice through a swizzle a macro spells.
#define XX(v) (v).xx
kernel void k(global float2 *o) {
    float2 a = 0.0f;
    XX(a) = (float2)(1.0f, 2.0f); // expected-error {{vector is not assignable (contains duplicate components)}} [V006]
    o[0] = a;
}
