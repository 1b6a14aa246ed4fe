// The same address space twice is only redundant.
kernel void twice(global global int *p) {} // expected-warning {{multiple identical address spaces specified for type}}
kernel void spelled_twice(__local local float *scratch) {} // expected-warning {{multiple identical address spaces specified for type}}
typedef global float gfloat;
kernel void through_typedef(global gfloat *p) {} // expected-warning {{multiple identical address spaces specified for type}}
