// RUN-FLAGS: -cl-std=CL3.0
// Any floating-point scalar outranks an integer element type.
kernel void k(global int4 *out, int4 v, float f) {
  out[0] = v * f; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[1] = v * 2;
}
