// Typedefs do not hide the underlying type.
typedef bool flag_t;
typedef size_t index_t;
typedef index_t count_t;
kernel void a(global int *out, flag_t f) { out[0] = f; } // expected-error {{'__private flag_t' (aka '__private bool') cannot be used as the type of a kernel parameter}} [K002]
kernel void b(global int *out, count_t n) { out[0] = n; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
