// A helper returning float2 cannot return a double2 value.
float2 half_of(double2 v) {
  return v * 0.5; // expected-error {{returning 'double2' (vector of 2 'double' values) from a function with incompatible result type 'float2'}} [C001]
}
kernel void k(global float2 *out) { out[0] = half_of((double2)(1.0, 2.0)); }
