// A vector argument for a scalar parameter.
float luminance(float r) { return r * 0.25f; } // expected-note {{passing argument to parameter 'r' here}}
kernel void k(global float *out, float4 rgba) {
  out[0] = luminance(rgba); // expected-error {{passing '__private float4' (vector of 4 'float' values) to parameter of incompatible type 'float'}} [C001]
  out[1] = luminance(rgba.x);
}
