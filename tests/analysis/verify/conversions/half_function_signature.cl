// Helpers cannot take or return half values; pointers are fine.
half pick(half a, global half *b); // expected-error {{declaring function return value of type 'half' is not allowed}} [X003] expected-error {{declaring function parameter of type '__private half' is not allowed}} [X003]
float first(global half *b) { return vload_half(0, b); }
kernel void k(global half *p, global float *out) { out[0] = first(p); }
