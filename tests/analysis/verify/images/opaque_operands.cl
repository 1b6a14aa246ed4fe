// Images and samplers have no operators.
kernel void k(read_only image2d_t a, read_only image2d_t b, sampler_t s, sampler_t t) {
    a = b; // expected-error {{invalid operands to binary expression}} [Q032]
    s + 1; // expected-error {{invalid operands to binary expression ('sampler_t' and 'int')}} [Q032]
    &a; // expected-error {{invalid argument type '__private __read_only image2d_t' to unary expression}} [Q032]
    *s; // expected-error {{invalid argument type 'sampler_t' to unary expression}} [Q032]
    s == t; // expected-error {{invalid operands to binary expression ('sampler_t' and 'sampler_t')}} [Q032]
}
