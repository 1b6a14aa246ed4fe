// RUN-FLAGS: -cl-std=CL1.2
// Before OpenCL C 2.0, program-scope variables live in constant memory.
int counter; // expected-error {{program scope variable must reside in constant address space}} [Q006]
global float accum[16]; // expected-error {{program scope variable must reside in constant address space}} [Q006]
local int shared; // expected-error {{program scope variable must reside in constant address space}} [Q006]
const int limit = 10; // expected-error {{program scope variable must reside in constant address space}} [Q006]
constant int *table_ptr; // expected-error {{program scope variable must reside in constant address space}} [Q006]
int a, *b; // expected-error 2 {{program scope variable must reside in constant address space}} [Q006]
extern int defined_elsewhere; // expected-error {{extern variable must reside in constant address space}} [Q006]
static float scale = 2.0f; // expected-error {{program scope variable must reside in constant address space}} [Q006]
struct Point { float x, y; } origin; // expected-error {{program scope variable must reside in constant address space}} [Q006]
