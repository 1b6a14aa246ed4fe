// expected-no-diagnostics
// RUN-FLAGS: -cl-std=CL1.2
// Names that macros provide or that only exist in one branch of a conditional.
#define TILE 16
#define SQR(x) ((x) * (x))
#define DECLARE_ACC(name) float name = 0.0f
#ifdef USE_DOUBLE
typedef double real;
#else
typedef float real;
#endif
kernel void tile(global real *data) {
  DECLARE_ACC(acc);
  for (int t = 0; t < TILE; t++)
    acc += SQR(data[t]);
#if __OPENCL_VERSION__ >= 200
  data[0] = work_group_reduce_add(acc);
#else
  data[0] = acc;
#endif
}
