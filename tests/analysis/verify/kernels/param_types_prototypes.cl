// RUN-FLAGS: -cl-std=CL1.2
// Kernel prototypes are judged like definitions: their parameter types follow the same rules.
typedef struct { global int *data; int count; } Span;
typedef struct { int count; float scale; } Plain;

kernel void with_flag(global int *out, bool flag); // expected-error {{'__private bool' cannot be used as the type of a kernel parameter}} [K002]
kernel void with_size(global int *out, size_t n); // expected-error {{'__private size_t' (aka '__private unsigned int') cannot be used as the type of a kernel parameter}} [K002]
kernel void with_span(Span s, global int *out); // expected-error {{struct kernel parameters may not contain pointers}} [K004]
kernel void with_plain(global int *out, Plain p);
void helper_with_flag(bool flag);

kernel void with_plain(global int *out, Plain p) { out[0] = p.count; }
// expected-note@*:* 0+ {{declared here}}
