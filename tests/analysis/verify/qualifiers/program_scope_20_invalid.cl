// RUN-FLAGS: -cl-std=CL2.0
// From OpenCL C 2.0, global and constant only.
local int shared; // expected-error {{program scope variable must reside in global or constant address space}} [Q006]
private float mine; // expected-error {{program scope variable must reside in global or constant address space}} [Q006]
generic int anywhere; // expected-error {{program scope variable must reside in global or constant address space}} [Q006]
int * local lp; // expected-error {{program scope variable must reside in global or constant address space}} [Q006]
