// Assignment between vector types of the same width is still a conversion.
kernel void copy_bits(global uint4 *out, int4 a) {
  uint4 u;
  u = a; // expected-error {{assigning to '__private uint4' (vector of 4 'uint' values) from incompatible type '__private int4'}} [C001]
  out[0] = u;
}
