// Built-in calls whose arguments come from macros, with no overload that takes them.
#define LEN(v) length(v)
#define AS_IS(v) (v)
#define CLAMP01(x) clamp((x), 0.0f, 1.0f)
kernel void k(global int4 *p, global float *o) {
    o[0] = LEN(p[0]); // expected-error {{no matching function for call to 'length'}} clang-only: a #define mentions 'length', so we leave its overloads alone
    // expected-note@-1 0+ {{candidate function}}
    o[1] = normalize(AS_IS(p[1])).x; // expected-error {{no matching function for call to 'normalize'}} [B002]
    // expected-note@-1 0+ {{candidate function}}
    o[2] = CLAMP01(o[3]);
}
