// RUN-FLAGS: -cl-std=CL3.0 -Xclang -cl-ext=-all
// The restrictions hold whatever the optional features.
kernel void a(global int *out, bool b) { out[0] = b; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
kernel void b(global int *out, uintptr_t u) { out[0] = u; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
