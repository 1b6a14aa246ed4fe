// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-__opencl_c_device_enqueue
// In OpenCL C 3.0, queue_t and clk_event_t need __opencl_c_device_enqueue.
kernel void parent(global int *out) {
  clk_event_t done; // expected-error {{use of undeclared identifier 'clk_event_t'}} [Q066]
  out[0] = 0;
}
