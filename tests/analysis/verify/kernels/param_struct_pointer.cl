// Pointers inside a struct passed by value are host addresses on the device.
typedef struct { global float *data; int count; } span_t;
struct node { int value; global struct node *next; };
kernel void a(span_t s) {} // expected-error {{struct kernel parameters may not contain pointers}} [K004]
kernel void b(struct node n, global int *out) { out[0] = n.value; } // expected-error {{struct kernel parameters may not contain pointers}} [K004]
// expected-note@*:* 0+ {{declared here}}
