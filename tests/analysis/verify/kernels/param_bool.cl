// A bool has no fixed size on the host, so a kernel cannot take one.
kernel void flag(global int *out, bool on) { out[0] = on; } // expected-error {{'__private bool' cannot be used as the type of a kernel parameter}} [K002]
kernel void flag_const(global int *out, const bool on) { out[0] = on; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
__kernel void two(bool a, // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
                  bool b) {} // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
