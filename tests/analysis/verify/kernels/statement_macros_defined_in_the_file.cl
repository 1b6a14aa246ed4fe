// expected-no-diagnostics
// Macros of the file that expand to whole statements, `;` included, used without
// one (after Intel's compute-runtime spill test, written anew): a chain of
// LEXP_n picked by pasting a count, each step declaring a variable.
#define COUNT 3
#define NO_TAIL()
#define STEP_0(each, tail) tail()
#define STEP_1(each, tail) each(0) STEP_0(each, tail)
#define STEP_2(each, tail) each(1) STEP_1(each, tail)
#define STEP_3(each, tail) each(2) STEP_2(each, tail)
#define STEPS(n, each, tail) n(each, tail)
#define PICK_(x) STEP_##x
#define PICK(x) PICK_(x)

kernel void spill(global const int *in, global int *out) {
#define load(i) int value##i = in[get_global_id(0) + i];
  STEPS(PICK(COUNT), load, NO_TAIL)
  out[get_global_id(0)] = value0 + value1 + value2;
}
