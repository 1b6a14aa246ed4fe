// RUN-FLAGS: -cl-std=CL2.0
// From OpenCL C 2.0 program-scope variables exist, but not for events.
global event_t pending; // expected-error {{the '__global event_t' type cannot be used to declare a program scope variable}} [Q025]
clk_event_t marker; // expected-error {{the '__global clk_event_t' type cannot be used to declare a program scope variable}} [Q025]
global int counter;
kernel void k(global int *out) { out[0] = counter; }
