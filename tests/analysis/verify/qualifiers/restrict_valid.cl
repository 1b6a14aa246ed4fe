// expected-no-diagnostics
// restrict on pointers, in every position.
typedef global float *gptr;
kernel void k(global const float *restrict a, global float *restrict out, const int n) {
  global const float *restrict p = a;
  restrict gptr q = out;
  q[0] = p[n];
}
void helper(float *restrict a, const float *restrict b) { a[0] = b[0]; }
