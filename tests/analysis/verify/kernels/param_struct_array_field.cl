// An array of size_t inside a struct is just as unportable.
typedef struct { size_t dims[3]; float value; } shape_t;
kernel void a(global float *out, shape_t s) { out[0] = s.value; } // expected-error {{cannot be used as the type of a kernel parameter}} [K002]
// expected-note@*:* 0+ {{declared here}}
