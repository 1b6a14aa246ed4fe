// A function's name may only be called: no address, no value.
void sink(void *p);
int twice(int x) { return 2 * x; }
kernel void run(global int *out) {
  sink((void *)twice); // expected-error {{taking address of function is not allowed}} [K031]
  sink(&twice); // expected-error {{taking address of function is not allowed}} [K031]
  void *all[2] = {twice, &twice}; // expected-error 2 {{taking address of function is not allowed}} [K031]
  sink((void *)(out[0] ? twice : twice)); // expected-error 2 {{taking address of function is not allowed}} [K031]
  out[0] = twice(out[0]);
}
