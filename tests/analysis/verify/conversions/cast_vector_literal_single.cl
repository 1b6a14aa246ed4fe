// A vector literal with one vector operand of another type is a cast.
kernel void k(global int4 *out, global float2 *o2, float4 f) {
  out[0] = (int4)(f); // expected-error {{invalid conversion between ext-vector type 'int4'}} [C002]
  o2[0] = (float2)(f); // expected-error {{invalid conversion between ext-vector type 'float2'}} [C002]
}
