// Image type names are keywords; sampler_t and event_t are built-in types.
typedef int image2d_t; // expected-error {{cannot combine with previous 'int' declaration specifier}} [Q029] expected-warning {{typedef requires a name}}
typedef int image1d_buffer_t; // expected-error {{cannot combine with previous 'int' declaration specifier}} [Q029] expected-warning {{typedef requires a name}}
typedef int sampler_t; // expected-error {{typedef redefinition with different types ('int' vs 'sampler_t')}} [Q029]
typedef int image_handle;
kernel void k(global int *out) { out[0] = 0; }
