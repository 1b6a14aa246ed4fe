// RUN-FLAGS: -cl-std=CL2.0
// The vector rules still apply to built-in vector types redeclared with
// ext_vector_type typedefs, in either attribute position.
typedef int int2 __attribute__((ext_vector_type(2)));
typedef __attribute__((ext_vector_type(4))) float float4;

kernel void k(global float *out) {
    int2 i = (int2)(1, 2);
    i.z = 3; // expected-error {{vector component access exceeds type '__private int2'}} [V001]
    float4 f = (float4)(1.0f);
    out[0] = f.s9; // expected-error {{vector component access exceeds type '__private float4'}} [V001]
    float4 g = i; // expected-error {{initializing '__private float4' (vector of 4 'float' values) with an expression of incompatible type '__private int2'}} [C001]
}
