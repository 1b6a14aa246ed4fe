// With double precision supported, 0.5 is a double and outranks float.
kernel void scale(global float4 *data) {
  data[0] = data[0] * 0.5; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  data[1] = data[1] * 0.5f;
}
