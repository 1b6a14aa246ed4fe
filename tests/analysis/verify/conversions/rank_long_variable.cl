// A long scalar next to an int4 vector.
kernel void k(global int4 *out, int4 v, long step) {
  out[0] = v + step; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
}
