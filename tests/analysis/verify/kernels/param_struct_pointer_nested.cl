// A pointer in a nested struct or in a union is found too.
struct inner { constant int *table; };
struct outer { float x; struct inner in; };
union either { int index; global int *where; };
kernel void a(struct outer o) {} // expected-error {{struct kernel parameters may not contain pointers}} [K004]
kernel void b(union either e) {} // expected-error {{union kernel parameters may not contain pointers}} [K004]
// expected-note@*:* 0+ {{declared here}}
