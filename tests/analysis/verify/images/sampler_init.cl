// A sampler is made from a 32-bit integer constant.
int setting(void);
constant sampler_t base = 0x10;
constant sampler_t copied = base; // expected-error {{initializer element is not a compile-time constant}} [Q027]
constant sampler_t called = setting(); // expected-error {{initializer element is not a compile-time constant}} [Q027]
constant sampler_t fractional = 1.0f; // expected-error {{initializing '__constant sampler_t' with an expression of incompatible type 'float'}} [Q027]
constant sampler_t wide = 0x100000000L; // expected-error {{sampler_t initialization requires 32-bit integer, not 'long'}} [Q027]
constant sampler_t narrow = (char)1; // expected-error {{sampler_t initialization requires 32-bit integer, not 'char'}} [Q027]
constant sampler_t letter = 'c';
kernel void k(read_only image2d_t i, global float4 *out) {
    const sampler_t f = 2.0f; // expected-error {{initializing 'const sampler_t' with an expression of incompatible type 'float'}} [Q027]
    sampler_t s = base;
    out[0] = read_imagef(i, s, (int2)(0, 0));
}
#define FILTER 0x10
constant sampler_t from_macro = FILTER;
constant sampler_t copied_too = from_macro; // expected-error {{initializer element is not a compile-time constant}} [Q027]
constant int SETTING = 0x10;
constant sampler_t from_int_constant = SETTING;
