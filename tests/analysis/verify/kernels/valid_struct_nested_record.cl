// expected-no-diagnostics
// Records defined inside others, holding plain values, pass to kernels by value.
typedef struct Outer {
  int x;
  struct Inner {
    float a;
    int b[4];
  } inner;
  union Choice { int i; float f; } choice;
} Outer;
kernel void by_value(Outer arg, global float *out) {
  struct Inner copy = arg.inner;
  out[0] = copy.a + arg.choice.f;
}
