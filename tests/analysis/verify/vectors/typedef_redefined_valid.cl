// expected-no-diagnostics
// clang's tests redeclare the built-in vector types as its header does, with
// the attribute before the type or after the name: a compatible typedef
// redefinition is legal C and names the built-in type itself.
typedef __attribute__((ext_vector_type(4))) float float4;
typedef int int2 __attribute__((ext_vector_type(2)));
typedef __attribute__((ext_vector_type(4))) unsigned int uint4;
typedef __attribute__((__vector_size__(16))) float v4f;

kernel void k(global float *out, global uint4 *u) {
    float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
    int2 i = (int2)(1, 2);
    uint4 w = u[0];
    out[0] = v.w + (float)i.y + (float)w.z;
}
