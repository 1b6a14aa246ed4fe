// A shift may mix element types, but not widths.
kernel void k(global uint4 *out, uint4 v, int2 by, int4 by4) {
  out[0] = v << by; // expected-error {{vector operands do not have the same number of elements}} [C006]
  out[1] = v << by4;
}
