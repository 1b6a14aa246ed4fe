// One access qualifier per image; a typedef of an image without one is read_only.
typedef image1d_t img_default; // expected-note 2 {{previously declared 'read_only' here}}
typedef write_only image1d_t img_wo; // expected-note 2 {{previously declared 'write_only' here}}
kernel void a(read_only img_wo i) {} // expected-error {{multiple access qualifiers}} [Q030]
kernel void b(write_only img_default i) {} // expected-error {{multiple access qualifiers}} [Q030]
kernel void c(read_only write_only image1d_t i) {} // expected-error {{multiple access qualifiers}} [Q030]
kernel void d(read_only img_default i) {} // expected-warning {{duplicate 'read_only' declaration specifier}}
kernel void e(write_only img_wo i) {} // expected-warning {{duplicate 'write_only' declaration specifier}}
