// A function cannot return an image or a sampler.
sampler_t pick(int linear); // expected-error {{declaring function return value of type 'sampler_t' is not allowed}} [Q024]
image2d_t same(image2d_t i) { return i; } // expected-error {{declaring function return value of type '__read_only image2d_t' is not allowed}} [Q024]
kernel void k(global int *out) { out[0] = 0; }
