// A macro naming a vector type: the conversion is as wrong as if the type were written.
#define V float4
#define ZERO4 ((float4)(0.0f))
kernel void k(global int4 *out) {
    int4 x = (V)(1.0f); // expected-error {{initializing '__private int4' (vector of 4 'int' values) with an expression of incompatible type 'float4'}} [C001]
    int4 y = ZERO4; // expected-error {{initializing '__private int4' (vector of 4 'int' values) with an expression of incompatible type 'float4'}} [C001]
    out[0] = x + y;
}
