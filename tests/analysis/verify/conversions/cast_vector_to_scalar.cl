// A vector cannot be cast to a scalar; pick a component instead.
kernel void first(global float *out, float4 v) {
  out[0] = (float)v; // expected-error {{invalid conversion between vector type 'float4'}} [C002]
  out[1] = v.x;
  out[2] = (float)v.y;
}
