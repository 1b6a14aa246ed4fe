// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Nested scopes, shadowing, declarations in switch cases and in for initializers.
int pick(int mode, int a, int b) {
  int result = 0;
  switch (mode) {
  case 0: {
    int result = a;
    return result;
  }
  case 1:
    result = b;
    break;
  default:
    for (int a2 = a, b2 = b; a2 < b2; a2++) result += a2;
  }
  {
    int result2 = result * 2;
    result = result2;
  }
  return result;
}
kernel void k(global int *p) { p[0] = pick(p[1], p[2], p[3]); }
