// restrict needs a pointer.
kernel void k(global float *out, restrict int n) {} // expected-error {{restrict requires a pointer or reference ('int' is invalid)}} [Q005]
void f(void) {
  restrict float x = 0; // expected-error {{restrict requires a pointer or reference ('float' is invalid)}} [Q005]
  float4 restrict v; // expected-error {{restrict requires a pointer or reference ('float4' (vector of 4 'float' values) is invalid)}} [Q005]
}
