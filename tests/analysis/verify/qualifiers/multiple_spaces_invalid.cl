// A type names at most one address space.
kernel void two_in_param(global local int *p) {} // expected-error {{multiple address spaces specified for type}} [Q002]
kernel void after_type(global int constant *p) {} // expected-error {{multiple address spaces specified for type}} [Q002]
void in_body(void) {
  private local int *p; // expected-error {{multiple address spaces specified for type}} [Q002]
}
