// __func__ and string literals live in the constant address space.
void takes(const char *s);
void f(void) {
  char *name = __func__; // expected-error {{initializing '__private char *__private' with an expression of type 'const __constant char *' changes address space of pointer}} [Q012]
  const char *text = "abc"; // expected-error {{initializing 'const __private char *__private' with an expression of type '__constant char *' changes address space of pointer}} [Q012]
  constant const char *fine = __func__;
  constant char *also_fine = "abc";
  takes(&name[0]);
}
kernel void run(global int *out) { out[0] = 1; }
