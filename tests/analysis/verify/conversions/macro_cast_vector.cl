// Casts between vector types that a macro writes, or whose operand a macro names.
#define AS_INT4(v) (int4)(v)
#define F f
kernel void k(global int4 *o, float4 f) {
    o[0] = AS_INT4(f); // expected-error {{invalid conversion between ext-vector type 'int4'}} [C002]
    o[1] = (int4)F; // expected-error {{invalid conversion between ext-vector type 'int4'}} [C002]
    o[2] = convert_int4(F);
}
