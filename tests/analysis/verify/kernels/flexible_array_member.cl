// RUN-FLAGS: -cl-std=CL1.2 -Wmissing-prototypes
// Unsized arrays at the end of a struct are not supported (clang accepts them;
// the flag only gives it the helper below to talk about).
typedef struct { int count; float values[]; } samples_t; // opencl-lsp-error {{flexible array member}} [K013]
struct packet { uint size; struct { uchar kind; uchar bytes[]; } payload; }; // opencl-lsp-error {{flexible array member}} [K013]
float first(global samples_t *s) { return s->values[0]; } // expected-warning {{no previous prototype}} expected-note {{declare 'static'}}
kernel void k(global samples_t *s, global float *out) { out[0] = first(s) * s->count; }
