// A struct passed by value cannot carry a bool or a pointer-sized integer.
struct options { int width; bool wrap; };
typedef struct { float scale; size_t count; } params_t;
struct outer { float f; struct options inner; };
kernel void a(global int *out, struct options o) { out[0] = o.width; } // expected-error {{'__private struct options' cannot be used as the type of a kernel parameter}} [K002]
kernel void b(global int *out, params_t p) { out[0] = p.scale; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
kernel void c(global int *out, struct outer o) { out[0] = o.f; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// Through a pointer the struct is fine.
kernel void d(global int *out, global struct options *o) { out[0] = o->width; }
// expected-note@*:* 0+ {{declared here}}
