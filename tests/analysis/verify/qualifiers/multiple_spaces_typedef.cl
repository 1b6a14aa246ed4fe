// A typedef that already names an address space cannot get another one.
typedef global int gint;
kernel void k(local gint *p) {} // expected-error {{multiple address spaces specified for type}} [Q002]
