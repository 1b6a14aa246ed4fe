// Constant initializers are computed when the program is built.
float compute(void);
constant float from_call = compute(); // expected-error {{initializer element is not a compile-time constant}} [Q008]
constant float root = sqrt(2.0f); // expected-error {{initializer element is not a compile-time constant}} [Q008]
kernel void k(global int *p, int n) {
  constant int from_param = n; // expected-error {{initializer element is not a compile-time constant}} [Q008]
  int mine = 3;
  constant int from_local = mine + 1; // expected-error {{initializer element is not a compile-time constant}} [Q008]
  constant int from_memory = *p; // expected-error {{initializer element is not a compile-time constant}} [Q008]
  p[0] = from_param + from_local + from_memory;
}
