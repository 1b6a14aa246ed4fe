// expected-no-diagnostics
// Two definitions of one name in #if branches: only the live one counts.
#define ITERATIVE 1
#if ITERATIVE
int gcd(int a, int b) {
    while (b != 0) { int t = a % b; a = b; b = t; }
    return a;
}
#else
int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
#endif
kernel void k(global int *p) { p[0] = gcd(p[1], p[2]); }
