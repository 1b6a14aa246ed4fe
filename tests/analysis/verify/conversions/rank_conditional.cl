// RUN-FLAGS: -cl-std=CL2.0
// The two results of ?: meet like the operands of an arithmetic operator.
kernel void k(global int4 *out, int4 v, int flag) {
  out[0] = flag ? v : 1u; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[1] = flag ? v : 1;
}
