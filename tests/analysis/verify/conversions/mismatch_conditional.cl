// The two results of ?: have different vector types.
kernel void k(global int4 *out, int4 a, uint4 b, int pick) {
  out[0] = pick ? a : b; // expected-error {{implicit conversions between vector types}} [C006]
}
