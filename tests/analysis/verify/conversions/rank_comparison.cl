// Comparisons and logical operators convert their operands too.
kernel void k(global int4 *out, char4 c, int4 i, long lim) {
  out[0] = convert_int4(c == 0); // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[1] = i < lim; // expected-error {{scalar operand type has greater rank than the type of the vector element}} [C005]
  out[2] = i != 0;
}
