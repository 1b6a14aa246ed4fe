// There are no vectors of bool.
typedef bool flags8 __attribute__((ext_vector_type(8))); // expected-error {{invalid vector element type 'bool'}} [V022]
typedef __attribute__((ext_vector_type(16))) _Bool flags16; // expected-error {{invalid vector element type 'bool'}} [V022]
typedef int mask4 __attribute__((ext_vector_type(4)));
typedef bool flag;
kernel void k(global int *out) { mask4 m = (mask4)(1); flag f = true; out[0] = m.x + f; }
