// The left operand of a shift decides its type: a scalar cannot be shifted by a vector.
char2 a(char c, char2 s) {
  return c << s; // expected-error {{requested shift is a vector of type '__private char2' (vector of 2 'char' values) but the first operand is not a vector ('__private char')}} [C024]
}
int4 b(int one, int4 counts) {
  return one >> counts; // expected-error {{requested shift is a vector of type}} [C024]
}
int4 c(int one, int4 counts, int n) {
  int4 v = (int4)(one) << counts;
  return (v >> n) << counts;
}
kernel void run(global int *out) { out[0] = 1; }
