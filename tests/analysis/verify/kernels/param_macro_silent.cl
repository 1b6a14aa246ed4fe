// A parameter type that comes from a macro is left to the compiler.
#define FLAG_T bool
#define INDEX_T size_t
kernel void a(global int *out, FLAG_T f) { out[0] = f; } // expected-error {{cannot be used as the type of a kernel parameter}} clang-only: macro expansion is not judged
kernel void b(global int *out, INDEX_T n) { out[0] = n; } // expected-error {{cannot be used as the type of a kernel parameter}} clang-only: macro expansion is not judged
kernel void c(global int *out, bool direct) { out[0] = direct; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
