// ++ and -- do not apply to floating-point vectors.
kernel void k(global float4 *out, global int4 *iout) {
  float4 v = out[0];
  v++; // expected-error {{cannot increment value of type '__private float4'}} [C021]
  --v; // expected-error {{cannot decrement value of type '__private float4'}} [C021]
  ((float4)(1.0f))++; // expected-error {{cannot increment value of type 'float4'}} [C021]
  v += 1.0f;
  out[0] = v;
  int4 i = iout[0];
  i++;
  --i;
  iout[0] = i;
}
