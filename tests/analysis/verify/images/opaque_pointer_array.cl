// No pointers to images or samplers, and no arrays of them.
void a(image1d_t *i) {} // expected-error {{pointer to type '__read_only image1d_t' is invalid in OpenCL}} [Q023]
void b(sampler_t *s); // expected-error {{pointer to type 'sampler_t' is invalid in OpenCL}} [Q023]
void c(sampler_t s[2]); // expected-error {{array of 'sampler_t' type is invalid in OpenCL}} [Q023]
kernel void k(read_only image2d_t i, sampler_t s) {
    sampler_t all[] = {s, s}; // expected-error {{array of 'sampler_t' type is invalid in OpenCL}} [Q023]
}
