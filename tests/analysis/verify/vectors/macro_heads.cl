// Macros in function heads and #if in bodies: each function is analyzed as the compiler sees it.
#define KERNEL_FQ __kernel
#define KERNEL_FA __attribute__((reqd_work_group_size(64, 1, 1)))
#define GLOBAL_AS __global
#define CONSTANT_AS __constant
#define KERN_ATTR() GLOBAL_AS float *p, const int n
#define RET float2

KERNEL_FQ void a(GLOBAL_AS float *p) {
  float2 v = (float2)(0.0f);
  v.z = 1.0f; // expected-error {{vector component access exceeds type}} [V001]
  undefined_fn(1); // expected-error {{use of undeclared identifier 'undefined_fn'}} [B001]
}

KERNEL_FQ KERNEL_FA void b (KERN_ATTR ())
{
  CONSTANT_AS float *q = 0;
#ifdef FOO
  float2 dead = (float2)(0.0f);
  dead.w = 1.0f;
#else
  float2 w = (float2)(0.0f);
  p[0] = w.s2; // expected-error {{vector component access exceeds type}} [V001]
#endif
  int4 i = (float4)(1.0f); // expected-error {{initializing '__private int4' (vector of 4 'int' values) with an expression of incompatible type 'float4'}} [C001]
}

RET c(RET x) {
  return x.zw; // expected-error {{vector component access exceeds type}} [V001]
}
