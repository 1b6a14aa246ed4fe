// Address spaces belong on the pointed-to type, not on values.
void by_value(global int x) {} // expected-error {{parameter may not be qualified with an address space}} [Q003]
float scale(local float f); // expected-error {{parameter may not be qualified with an address space}} [Q003]
global int make(void); // expected-error {{return type cannot be qualified with address space}} [Q003]
private float4 also_private(void); // expected-error {{return type cannot be qualified with address space}} [Q003]
constant int from_table(int i) { return i; } // expected-error {{return type cannot be qualified with address space}} [Q003]
kernel void image_global(global image2d_t img) {} // expected-error {{parameter may not be qualified with an address space}} [Q003]
kernel void image_constant(__constant image2d_t img) {} // expected-error {{parameter may not be qualified with an address space}} [Q003]
typedef local float lfloat;
void through_typedef(lfloat f) {} // expected-error {{parameter may not be qualified with an address space}} [Q003]
void pointer_object(int * global p) {} // expected-error {{parameter may not be qualified with an address space}} [Q003]
