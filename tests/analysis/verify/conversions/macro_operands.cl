// Operators whose operands come from macros.
#define HALF2 ((float2)(0.5f))
#define ONES4 ((int4)(1))
kernel void k(global float4 *o, global int4 *p) {
    float4 f = o[0];
    o[1] = f + HALF2; // expected-error {{implicit conversions between vector types}} [C006]
    p[0] = p[1] % HALF2.x; // expected-error {{invalid operands to binary expression}} [C007]
    p[2] = ONES4 << 2;
}
