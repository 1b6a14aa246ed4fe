// RUN-FLAGS: -cl-std=CL2.0
// expected-no-diagnostics
// Block typedefs as local variables, called by name; pointers and arrays of other typedefs; a
// local typedef hiding a file's block typedef name is not a block.
typedef int (^op_t)(int);
typedef int word_t;
typedef global int *gptr_t;
struct pair { word_t a; word_t b; };
word_t pick(word_t *w, gptr_t p, struct pair s) { return w[0] + p[0] + s.a; }
kernel void run(global int *out) {
  op_t twice = ^(int x) { return 2 * x; };
  const op_t inc = ^(int x) { return x + 1; };
  word_t words[2] = {1, 2};
  int value = twice(inc(out[0]));
  out[0] = value + words[1];
  {
    typedef int op_t;
    op_t plain[2] = {1, 2};
    op_t *p = plain;
    *p = 3;
    out[1] = plain[0];
  }
}
