// A vector condition must be an integer vector of the result's shape; no condition may be floating-point.
int2 a(char2 c, int x, int y) {
  return c ? x : y; // expected-error {{vector condition type 'char2' (vector of 2 'char' values) and result type (vector of 2 'int' values) do not have elements of the same size}} [C022]
}
int2 b(char2 c, int2 x, int2 y) {
  return c ? x : y; // expected-error {{do not have elements of the same size}} [C022]
}
uchar2 d(int2 c, uchar x, uchar y) {
  return c ? x : y; // expected-error {{do not have elements of the same size}} [C022]
}
float e(float c, float x, float y) {
  return c ? x : y; // expected-error {{used type 'float' where floating point type is not allowed}} [C022]
}
float2 f(float2 c, float2 x, float2 y) {
  return c ? x : y; // expected-error {{used type 'float2' (vector of 2 'float' values) where floating point type is not allowed}} [C022]
}
int2 g(int2 c, global int *x, global int *y) {
  return c ? x : y; // expected-error {{used type '__global int *' where integer or floating point type is required}} [C022]
}
char3 h(char2 c, char3 x, char y) {
  return c ? x : y; // expected-error {{vector condition type 'char2' (vector of 2 'char' values) and result type 'char3' (vector of 3 'char' values) do not have the same number of elements}} [C022]
}
short2 i(short2 c, char x, short y) {
  return c ? x : y;
}
int2 j(short2 c, char x, int y) {
  return c ? x : y; // expected-error {{do not have elements of the same size}} [C022]
}
kernel void run(global int *out) { out[0] = 1; }
