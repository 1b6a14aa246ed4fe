// RUN-FLAGS: -cl-std=CL2.0
// Events and reservation ids exist only on the device.
kernel void wait(global int *out, event_t e) { out[0] = 1; } // expected-error {{'__private event_t' cannot be used as the type of a kernel parameter}} [K002]
kernel void reserve(global int *out, reserve_id_t r) { out[0] = 1; } // expected-error {{'__private reserve_id_t' cannot be used as the type of a kernel parameter}} [K002]
kernel void device_event(global int *out, clk_event_t e) { out[0] = 1; } // opencl-lsp-error {{clk_event_t cannot be a kernel argument (restrictions)}} [K002]
// expected-note@*:* 0+ {{declared here}}
