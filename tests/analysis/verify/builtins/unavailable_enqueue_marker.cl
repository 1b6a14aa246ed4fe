// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// Device-side enqueue is optional in OpenCL C 3.0 (__opencl_c_device_enqueue).
kernel void launcher(global int *p) {
  (void)get_default_queue(); // expected-error {{use of undeclared identifier 'get_default_queue'}} [X040]
}
