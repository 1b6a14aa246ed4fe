// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// OpenCL C 3.0 without program-scope global variables is like 1.2.
int counter; // expected-error {{program scope variable must reside in constant address space}} [Q006]
global int total = 0; // expected-error {{program scope variable must reside in constant address space}} [Q006]
constant int ok = 1;
