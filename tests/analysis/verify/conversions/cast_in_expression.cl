// RUN-FLAGS: -cl-std=CL3.0
// A vector cast inside a larger expression.
kernel void k(global uint4 *out, uchar4 bytes, uint4 base) {
  out[0] = base + (uint4)bytes * 256u; // expected-error {{invalid conversion between ext-vector type 'uint4'}} [C002]
  out[1] = base + convert_uint4(bytes) * 256u;
}
