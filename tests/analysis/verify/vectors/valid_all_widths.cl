// expected-no-diagnostics
// Every legal result width from every vector width.
kernel void k(global char16 *p, global char *out) {
    char16 v = p[0];
    char s1 = v.s5;
    char2 s2 = v.sa0;
    char3 s3 = v.s0f1;
    char4 s4 = v.s4567;
    char8 s8 = v.s01234567;
    char16 s16 = v.sfedcba9876543210;
    char3 a3 = (char3)(s1, s2);
    char8 b8 = s16.lo + s8;
    char4 c4 = a3.xyzx + s4 + b8.hi + s3.zyxz;
    out[0] = c4.x + c4.s3;
}
