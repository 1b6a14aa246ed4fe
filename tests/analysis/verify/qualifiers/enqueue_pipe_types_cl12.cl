// RUN-FLAGS: -cl-std=CL1.2
// Device-side enqueue and pipe types came with OpenCL C 2.0.
kernel void parent(global int *out) {
  queue_t queue; // expected-error {{use of undeclared identifier 'queue_t'}} [Q066]
  reserve_id_t rid; // expected-error {{use of undeclared identifier 'reserve_id_t'}} [Q066]
  out[0] = 0;
}
