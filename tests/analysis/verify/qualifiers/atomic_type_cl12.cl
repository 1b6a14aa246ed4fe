// RUN-FLAGS: -cl-std=CL1.2
// The atomic types came with OpenCL C 2.0: before it they are undeclared names.
kernel void count(global int *hits, global atomic_int *counter) { // expected-error {{unknown type name 'atomic_int'}} [Q060]
  atomic_flag lock; // expected-error {{use of undeclared identifier 'atomic_flag'}} [Q060]
  atomic_inc(hits);
}
