// A vector cannot meet a pointer in an operator.
kernel void k(global float2 *out, float2 in, global float *base, int2 n) {
  float *f = 0;
  out[0] = f + in; // expected-error {{cannot convert between vector and non-scalar values ('__private float *' and 'float2' (vector of 2 'float' values))}} [C023]
  out[1] = in - base; // expected-error {{cannot convert between vector and non-scalar values}} [C023]
  out[2] = base[0] + in;
  out[3] = *f * in;
  out[4] = vload2(0, base) + in;
  out[5] = in * base[n.x];
}
