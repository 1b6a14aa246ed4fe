// The struct is reached through two typedefs; the pointer sits in a union inside it.
typedef union { int offset; constant float *table; } source_u;
struct lookup { source_u src; int n; };
typedef struct lookup lookup_s;
typedef lookup_s lookup_t;
kernel void k(global float *out, lookup_t l) { out[0] = l.n; } // expected-error {{struct kernel parameters may not contain pointers}} [K004]
// expected-note@*:* 0+ {{declared here}}
