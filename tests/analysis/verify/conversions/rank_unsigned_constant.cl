// An unsigned constant outranks int: int4 + 1u is rejected.
kernel void k(global int4 *out, int4 v) {
  out[0] = v + 1u; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[1] = v + 1;
}
