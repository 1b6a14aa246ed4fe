// Even a cast that only changes signedness is rejected.
kernel void k(global uint4 *out, int4 v) {
  out[0] = (uint4)v; // expected-error {{invalid conversion between ext-vector type 'uint4'}} [C002]
  out[1] = as_uint4(v);
  out[2] = convert_uint4_sat(v);
}
