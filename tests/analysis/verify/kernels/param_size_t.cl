// The pointer-sized integer types differ between host and device.
kernel void count(global float *out, size_t n) { out[0] = n; } // expected-error {{'__private size_t' (aka '__private unsigned int') cannot be used as the type of a kernel parameter}} [K002]
kernel void diff(global float *out, ptrdiff_t d) { out[0] = d; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
kernel void addr(global float *out, intptr_t a) { out[0] = a; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
kernel void uaddr(global float *out, uintptr_t a) { out[0] = a; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
