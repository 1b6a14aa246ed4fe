// OpenCL C has no pointers to functions: variables, parameters, fields and typedefs.
typedef void (*callback_t)(int); // expected-error {{pointers to functions are not allowed}} [K030]
struct ops {
  float (*apply)(float); // expected-error {{pointers to functions are not allowed}} [K030]
};
void each(global int *p, int (*visit)(int)); // expected-error {{pointers to functions are not allowed}} [K030]
int twice(int x) { return 2 * x; }
kernel void run(global int *p) {
  int (*table[2])(int); // expected-error {{pointers to functions are not allowed}} [K030]
  p[0] = twice(p[0]);
}
